import { describe, expect, it } from 'vitest';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import { paths } from '@/config/paths';
import { decodeChoice, encodeChoice, readSubjectsHash, SUBJECTS_CODE_VERSION } from './choice-code';

const CHOICE = { liked: ['biology', 'chemistry'], hard: ['math'] };

describe('the subjects choice link (decision 0045)', () => {
  it('pins version 1 to the thirteen subjects in this order: a change needs version 2', () => {
    expect(SUBJECTS_CODE_VERSION).toBe(1);
    expect(SCHOOL_SUBJECTS.map((s) => s.id)).toEqual([
      'ukrainian',
      'foreign',
      'history',
      'civics',
      'math',
      'biology',
      'geography',
      'physics',
      'chemistry',
      'informatics',
      'technology',
      'arts',
      'finance',
    ]);
  });

  it('reads back what it writes, in the subjects’ order, in seven characters', () => {
    const code = encodeChoice(CHOICE, SCHOOL_SUBJECTS);
    expect(code).toBe('1BIBAAn');
    expect(code).toMatch(/^1[A-Za-z0-9_-]{6}$/);
    expect(decodeChoice(code, SCHOOL_SUBJECTS)).toEqual({ kind: 'choice', choice: CHOICE });
    const everything = SCHOOL_SUBJECTS.map((s) => s.id);
    expect(
      decodeChoice(encodeChoice({ liked: everything, hard: everything }, SCHOOL_SUBJECTS), SCHOOL_SUBJECTS),
    ).toEqual({ kind: 'choice', choice: { liked: everything, hard: everything } });
    expect(decodeChoice(encodeChoice({ liked: [], hard: [] }, SCHOOL_SUBJECTS), SCHOOL_SUBJECTS)).toEqual({
      kind: 'choice',
      choice: { liked: [], hard: [] },
    });
  });

  it('reads a damaged code as damaged: a character changed, cut, added or not base64url', () => {
    const code = encodeChoice(CHOICE, SCHOOL_SUBJECTS);
    const changed = code.slice(0, 3) + (code[3] === 'A' ? 'B' : 'A') + code.slice(4);
    for (const bad of [changed, code.slice(0, -1), `${code}A`, '1BI*AAn', '', 'x', '0BIBAAn'])
      expect(decodeChoice(bad, SCHOOL_SUBJECTS), bad).toEqual({ kind: 'damaged' });
  });

  it('reads a later version as newer, whatever follows', () => {
    expect(decodeChoice('2BIBAAn', SCHOOL_SUBJECTS)).toEqual({ kind: 'newer' });
    expect(decodeChoice('9', SCHOOL_SUBJECTS)).toEqual({ kind: 'newer' });
  });

  it('finds the choice in the page’s fragment only, and a malformed escape is damaged', () => {
    const href = paths.subjects.href(encodeChoice(CHOICE, SCHOOL_SUBJECTS));
    expect(href).toBe('/subjects#p=1BIBAAn');
    expect(readSubjectsHash(href.slice(href.indexOf('#')), SCHOOL_SUBJECTS)).toEqual({
      kind: 'choice',
      choice: CHOICE,
    });
    expect(readSubjectsHash('', SCHOOL_SUBJECTS)).toBeNull();
    expect(readSubjectsHash('#i=1kqcxab', SCHOOL_SUBJECTS)).toBeNull();
    expect(readSubjectsHash(`${href.slice(href.indexOf('#'), -1)}%E0%A`, SCHOOL_SUBJECTS)).toEqual({ kind: 'damaged' });
  });
});
