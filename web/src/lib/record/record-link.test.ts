import { describe, expect, it } from 'vitest';
import { PROFESSION_INDEX } from '@/data/profession-index';
import { PUBLISHED_STEP_IDS } from '@/data/published-step-ids';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RIASEC } from '@/data/riasec';
import { TYPE_MAX_SCORE } from '@/data/interests';
import type { InterestScores } from '@/lib/interests/scores';
import { paths } from '@/config/paths';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import { checkCharacter } from './bits';
import { decodeRecord, encodeRecord, RECORD_LINK_MAX_BYTES, type RecordContent } from './record-link';

const ALL_SUBJECTS = SCHOOL_SUBJECTS.map((s) => s.id);

/**
 * Every field at its largest: every answer the last option, every score 24, every profession,
 * every step, every subject liked and hard.
 */
const FULLEST: RecordContent = {
  quiz: `1${'d'.repeat(QUIZ_QUESTIONS.length)}`,
  interests: RIASEC.map(() => TYPE_MAX_SCORE) as unknown as InterestScores,
  kept: PROFESSION_INDEX,
  marks: PUBLISHED_STEP_IDS,
  subjects: { liked: ALL_SUBJECTS, hard: ALL_SUBJECTS },
};
const NOTHING: RecordContent = { quiz: null, interests: null, kept: [], marks: {}, subjects: null };

/** The longest origin a deployment may have for the link to stay within 150 bytes (README). */
const LONGEST_ORIGIN = 'https://stezhka.example.com.ua';

describe('the record’s link', () => {
  it('reads back every field at its largest', () => {
    expect(decodeRecord(encodeRecord(FULLEST))).toEqual({
      kind: 'record',
      content: { ...FULLEST, kept: [...PROFESSION_INDEX], marks: structuredClone(PUBLISHED_STEP_IDS) },
    });
  });

  it('reads back each part alone, and the smallest values', () => {
    const parts: RecordContent[] = [
      { ...NOTHING, quiz: '1aaaaa' },
      { ...NOTHING, interests: [0, 0, 0, 0, 0, 0] },
      { ...NOTHING, kept: [PROFESSION_INDEX[0]!] },
      { ...NOTHING, marks: { teacher: [PUBLISHED_STEP_IDS.teacher!.at(-1)!] } },
      { ...NOTHING, subjects: { liked: [ALL_SUBJECTS.at(-1)!], hard: [] } },
      { ...NOTHING, subjects: { liked: [ALL_SUBJECTS[0]!], hard: [ALL_SUBJECTS.at(-1)!] } },
      {
        quiz: '1bcdab',
        interests: [3, 24, 0, 7, 12, 1],
        kept: ['teacher', 'chef'],
        marks: { 'data-scientist': ['nmt'] },
        subjects: { liked: ['biology', 'chemistry'], hard: ['math'] },
      },
    ];
    for (const content of parts) {
      const read = decodeRecord(encodeRecord(content));
      expect(read.kind).toBe('record');
      if (read.kind !== 'record') continue;
      expect(read.content.quiz).toBe(content.quiz);
      expect(read.content.interests).toEqual(content.interests);
      expect([...read.content.kept].sort()).toEqual([...content.kept].sort());
      expect(read.content.marks).toEqual(content.marks);
      expect(read.content.subjects).toEqual(content.subjects);
    }
  });

  it('keeps a full link within 150 bytes, QR version 8: every field at its largest (every subject liked and hard), every step of the roadmaps and of twenty professions’ pages', () => {
    const roadmaps = ['teacher', 'software-engineer', 'data-scientist'];
    const others = Object.keys(PUBLISHED_STEP_IDS).filter((id) => !roadmaps.includes(id));
    const marks = Object.fromEntries([...roadmaps, ...others.slice(0, 20)].map((id) => [id, PUBLISHED_STEP_IDS[id]!]));
    const link = `${LONGEST_ORIGIN}${paths.record.href(encodeRecord({ ...FULLEST, marks }))}`;
    expect(new TextEncoder().encode(link).length).toBeLessThanOrEqual(RECORD_LINK_MAX_BYTES);
  });

  it('is the contract old links rely on: this record is this code, and back', () => {
    // Changing the quiz's options, the statements, the professions' places or a roadmap's
    // published steps changes this code: that needs a new link version (decision 0037).
    const content: RecordContent = {
      quiz: '1acbdd',
      interests: [20, 4, 16, 1, 9, 24],
      kept: ['chef', 'teacher'],
      marks: { teacher: ['tutor', 'nmt'], 'software-engineer': ['learn'] },
      subjects: null,
    };
    const code = encodeRecord(content);
    expect(code).toBe('18n6EgFOC4CAAAAAAQi1KQAAsTAAIAB');
    expect(decodeRecord(code)).toEqual({ kind: 'record', content: { ...content, kept: ['chef', 'teacher'] } });
    // Made before the «now» steps joined the ledgers (decision 0044): it reads as it did.
    expect(decodeRecord('18n6EgFOC4CAAAAAAQi02QAWHgAEG')).toEqual({
      kind: 'record',
      content: { ...content, kept: ['chef', 'teacher'] },
    });
  });

  it('writes version 2 only with subjects, after the same bits as version 1 (decision 0046)', () => {
    const content: RecordContent = {
      quiz: '1acbdd',
      interests: [20, 4, 16, 1, 9, 24],
      kept: ['chef', 'teacher'],
      marks: { teacher: ['tutor', 'nmt'], 'software-engineer': ['learn'] },
      subjects: { liked: ['biology', 'chemistry'], hard: ['math'] },
    };
    // Changing the subjects or their order changes this code: that needs a new link version.
    const code = encodeRecord(content);
    expect(code).toBe('28n6EgFOC4CAAAAAAQi1KQAAsTAAIAkAgA2');
    expect(code.slice(1, 30)).toBe(encodeRecord({ ...content, subjects: null }).slice(1, 30));
    expect(decodeRecord(code)).toEqual({ kind: 'record', content });
    expect(decodeRecord(encodeRecord({ ...NOTHING, subjects: content.subjects }))).toEqual({
      kind: 'record',
      content: { ...NOTHING, subjects: content.subjects },
    });
  });

  it('reads every mistyped character as damaged, never as another record', () => {
    const code = encodeRecord(FULLEST);
    let misread = 0;
    for (let i = 1; i < code.length; i++)
      for (const char of ALPHABET)
        if (char !== code[i] && decodeRecord(code.slice(0, i) + char + code.slice(i + 1)).kind === 'record') misread++;
    expect(misread).toBe(0);
  });

  it('says a damaged code is damaged', () => {
    const good = encodeRecord(FULLEST);
    // Version 2 with nothing liked: a record never has that part empty.
    const noneLiked = codeOf(`0000${'0'.repeat(13)}${'1'.repeat(13)}`, '2');
    for (const code of [
      '',
      '1',
      '1A',
      '2A',
      good.slice(0, -3),
      `${good}A`,
      `${good}B`,
      '1!!',
      `1${'_'.repeat(20)}`,
      'x1abc',
      noneLiked,
    ])
      expect(decodeRecord(code).kind, code).toBe('damaged');
  });

  it('says a newer version’s code is newer: another version, or a profession or step this one does not know', () => {
    expect(decodeRecord('3AAAA').kind).toBe('newer');
    // Kept: a bitset one place longer than the index, that place set.
    const places = PROFESSION_INDEX.length + 1;
    const bits = ['0010', places.toString(2).padStart(8, '0'), '0'.repeat(places - 1), '1'].join('');
    expect(decodeRecord(codeOf(bits)).kind).toBe('newer');
    // Marks: a step past the teacher's published ones.
    const teacher = PUBLISHED_STEP_IDS.teacher!.length;
    const place = PROFESSION_INDEX.indexOf('teacher');
    const marks = ['0001', '000001', place.toString(2).padStart(8, '0'), (teacher + 1).toString(2).padStart(6, '0')];
    expect(decodeRecord(codeOf(marks.join('') + '0'.repeat(teacher) + '1')).kind).toBe('newer');
  });
});

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** A code of these bits (version 1 unless given), with its check character. */
function codeOf(bits: string, version = '1'): string {
  const padded = bits.padEnd(Math.ceil(bits.length / 6) * 6, '0');
  const code = `${version}${padded
    .match(/.{6}/g)!
    .map((six) => ALPHABET[parseInt(six, 2)])
    .join('')}`;
  return code + checkCharacter(code);
}
