import { describe, expect, it } from 'vitest';
import { INTEREST_SET_VERSION, INTEREST_STATEMENTS } from './interests';

const plain = (text: string) => text.replaceAll('\u00A0', ' ');

describe('the statements (decision 0039)', () => {
  it('E4: none translates an O*NET Interest Profiler item («Conduct chemical experiments»)', () => {
    const texts = INTEREST_STATEMENTS.map((s) => plain(s.text));
    expect(texts).not.toContain('Проводити хімічні досліди');
    // The first set's statements that leaned rural, adult or on hardship (shared/copy-review-5.md).
    for (const gone of [/кон(ей|і)/, /трактор/, /власній грядці/, /свою кімнату/, /постраждал/, /переселенц/])
      expect(texts.join('\n')).not.toMatch(gone);
  });

  it('each is one activity, in the infinitive after «подобається», at most eight words', () => {
    for (const { id, text } of INTEREST_STATEMENTS) {
      const words = plain(text)
        .split(/\s+/)
        .filter((w) => w !== '—');
      expect(words.length, id).toBeLessThanOrEqual(8);
      expect(words[0]!.replace(/,$/, ''), id).toMatch(/(ти|тися)$/);
    }
  });

  it('a reworded statement names a set that exists', () => {
    for (const { id, since } of INTEREST_STATEMENTS)
      if (since !== undefined) {
        expect(since, id).toBeGreaterThan(1);
        expect(since, id).toBeLessThanOrEqual(INTEREST_SET_VERSION);
      }
  });
});
