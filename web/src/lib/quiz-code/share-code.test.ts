// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import type { QuizValue } from '@/data/types';
import { recommend } from './recommend';
import { SCORE_LETTERS } from '@/lib/interests/interest-code';
import type { InterestScores } from '@/lib/interests/scores';
import { decodeAnswers, encodeAnswers, readShareHash, TEACHER_INTEREST_LETTERS } from './share-code';
import { shareFragment } from './share-url';
import { decodeTaggedCode, makeTag, tabTag, tagOfHash, teacherCode } from './tagged-code';

/** Every one of the 4^5 full sets of answers. */
function allAnswerSets(): QuizValue[][] {
  let sets: QuizValue[][] = [[]];
  for (const question of QUIZ_QUESTIONS) {
    sets = sets.flatMap((set) => question.options.map((o) => [...set, o.value]));
  }
  return sets;
}

describe('share code', () => {
  it('pins version 1: a letter is the position of the option in QUIZ_QUESTIONS (change the order → new version)', () => {
    expect(QUIZ_QUESTIONS.map((q) => q.options.map((o) => o.value))).toEqual([
      ['creative', 'analytical', 'social', 'technical'],
      ['office', 'remote', 'field', 'lab'],
      ['money', 'impact', 'creativity', 'stability'],
      ['stem', 'humanities', 'arts', 'business'],
      ['hands-on', 'reading', 'discussion', 'visual'],
    ]);
    expect(encodeAnswers(['creative', 'office', 'money', 'stem', 'hands-on'])).toBe('1aaaaa');
    expect(encodeAnswers(['technical', 'lab', 'stability', 'business', 'visual'])).toBe('1ddddd');
    expect(encodeAnswers(['analytical', 'field', 'impact', 'arts', 'discussion'])).toBe('1bcbcc');
  });

  it('round-trips all 1024 answer combinations, each to its own short code and the same result', () => {
    const sets = allAnswerSets();
    expect(sets).toHaveLength(4 ** 5);
    const codes = new Set<string>();
    for (const answers of sets) {
      const code = encodeAnswers(answers);
      expect(code).toMatch(/^1[a-d]{5}$/);
      codes.add(code!);
      expect(decodeAnswers(code!)).toEqual(answers);
      expect(readShareHash(shareFragment(code!))).toEqual({ code, answers });
      expect(recommend(decodeAnswers(code!)!)).toEqual(recommend(answers));
    }
    expect(codes.size).toBe(4 ** 5);
  });

  it('encodes only a full set of known answers', () => {
    expect(encodeAnswers([])).toBeNull();
    expect(encodeAnswers(['creative', 'office', 'money', 'stem'])).toBeNull();
    expect(encodeAnswers(['creative', 'office', undefined, 'stem', 'hands-on'])).toBeNull();
    // A value of another question is not an answer to this one.
    expect(encodeAnswers(['office', 'office', 'money', 'stem', 'hands-on'])).toBeNull();
    expect(encodeAnswers(['creative', 'office', 'money', 'stem', 'hands-on', 'visual'])).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['no version', 'aaaaa'],
    ['wrong version', '2aaaaa'],
    ['version 0', '0abcda'],
    ['too short', '1abcd'],
    ['too long', '1abcdab'],
    ['unknown letter', '1abcde'],
    ['unknown letter at the end', '1abcdz'],
    ['upper case', '1ABCDA'],
    ['digits', '112341'],
    ['a space inside', '1ab cd'],
    ['Cyrillic look-alike а', '1аbcda'],
    ['free text', '1abcda<script>'],
    ['a full-width digit', '１abcda'],
  ])('rejects a damaged code: %s', (_name, code) => {
    expect(decodeAnswers(code)).toBeNull();
  });

  it.each([
    ['#r=1abcda', ['creative', 'remote', 'creativity', 'business', 'hands-on']],
    ['#r%3D1abcda', ['creative', 'remote', 'creativity', 'business', 'hands-on']],
    ['#r=%31%61bcda', ['creative', 'remote', 'creativity', 'business', 'hands-on']],
  ])('reads the fragment %s', (hash, answers) => {
    expect(readShareHash(hash)).toEqual({ code: '1abcda', answers });
  });

  it.each([
    ['#r=', 'empty'],
    ['#r=1abcd', 'too short'],
    ['#r=9abcda', 'unknown version'],
    ['#r=%E0%A4%A', 'broken percent-encoding'],
    ['#r=%00%00', 'percent-encoded junk'],
    ['#r=1abcda%0A%3Cb%3E', 'percent-encoded markup after the code'],
    ['#r=1abcda&x=1', 'extra parameters'],
  ])('reports the damaged fragment %s (%s)', (hash) => {
    expect(readShareHash(hash)).toMatchObject({ answers: null });
  });

  it.each(['', '#', '#main', '#results', '#rx=1abcda'])('ignores a fragment that is not a share link: %j', (hash) => {
    expect(readShareHash(hash)).toBeNull();
  });
});

describe('teacher tag', () => {
  it('makes four random digits', () => {
    const tags = new Set(Array.from({ length: 200 }, () => makeTag()));
    for (const tag of tags) expect(tag).toMatch(/^\d{4}$/);
    // 200 draws from 10 000 values: far more than a handful distinct unless the tag is not random.
    expect(tags.size).toBeGreaterThan(150);
  });

  it('keeps one tag for the tab: the same after a retake and after a reload', async () => {
    const tag = tabTag();
    expect(tag).toMatch(/^\d{4}$/);
    expect(tabTag()).toBe(tag);
    // A reload: the page's modules anew, the tab's session storage kept.
    vi.resetModules();
    expect((await import('./tagged-code')).tabTag()).toBe(tag);
    sessionStorage.clear();
  });

  it('round-trips a tagged code, in a link and alone, to the same answers', () => {
    const answers: QuizValue[] = ['analytical', 'field', 'impact', 'arts', 'discussion'];
    const code = encodeAnswers(answers)!;
    expect(shareFragment(`${code}-0427`)).toBe('#r=1bcbcc-0427');
    // The quiz opens a tagged link as the same result; the tag is read apart.
    expect(readShareHash(shareFragment(`${code}-0427`))).toEqual({ code: '1bcbcc-0427', answers });
    expect(tagOfHash(shareFragment(`${code}-0427`))).toBe('0427');
    expect(tagOfHash(shareFragment(code))).toBeNull();
    expect(decodeTaggedCode('1bcbcc-0427')).toEqual({ code, answers, tag: '0427', interests: null });
    expect(decodeTaggedCode('1bcbcc')).toEqual({ code, answers, tag: null, interests: null });
  });

  it.each([
    '1bcbcc-',
    '1bcbcc-042',
    '1bcbcc-04271',
    '1bcbcc-04a7',
    '1bcbcc-0427-1',
    '1bcbc-0427',
    '-0427',
    '1bcbcc--0427',
  ])('rejects a damaged tagged code: %s', (text) => {
    expect(decodeTaggedCode(text)).toBeNull();
    expect(readShareHash(`#r=${text}`)).toEqual({ code: text, answers: null });
  });
});

describe('the teacher code with interests (version 2, decision 0033)', () => {
  it('spells the interest letters as the interest code does', () => {
    expect(TEACHER_INTEREST_LETTERS).toBe(SCORE_LETTERS);
  });

  it('round-trips the answers, the tag and every interest score in every position', () => {
    const answers: QuizValue[] = ['analytical', 'field', 'impact', 'arts', 'discussion'];
    const code = encodeAnswers(answers)!;
    expect(teacherCode(code, null)).toBe(code);
    for (let position = 0; position < 6; position++) {
      for (let value = 0; value <= 24; value++) {
        const interests = [3, 3, 3, 3, 3, 3];
        interests[position] = value;
        const v2 = teacherCode(code, interests as unknown as InterestScores);
        expect(v2).toMatch(/^2bcbcc[a-y]{6}$/);
        expect(decodeTaggedCode(`${v2}-0427`)).toEqual({ code, answers, tag: '0427', interests });
        // The quiz opens it as the same result.
        expect(readShareHash(shareFragment(`${v2}-0427`))).toEqual({ code: `${v2}-0427`, answers });
      }
    }
    expect(decodeTaggedCode(code)).toEqual({ code, answers, tag: null, interests: null });
  });

  it.each(['2bcbcc', '2bcbccaaaaa', '2bcbccaaaaaaa', '2bcbccaaaaaz', '1bcbccaaaaaa', '3bcbccaaaaaa'])(
    'rejects %s',
    (text) => {
      expect(decodeAnswers(text)).toBeNull();
      expect(decodeTaggedCode(text)).toBeNull();
    },
  );
});
