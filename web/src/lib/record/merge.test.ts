import { describe, expect, it } from 'vitest';
import type { RecordContent } from './record-link';
import { applyImport, changesAnything, planImport } from './merge';

const here: RecordContent = {
  quiz: '1aaaaa',
  interests: [1, 2, 3, 4, 5, 6],
  kept: ['teacher'],
  marks: { teacher: ['tutor', 'nmt'] },
  subjects: null,
};

describe('opening a record’s link', () => {
  it('joins marks: a step done on either stays done, none lost', () => {
    const link: RecordContent = {
      quiz: null,
      interests: null,
      kept: [],
      marks: { teacher: ['nmt', 'kids'], chef: ['x'] },
      subjects: null,
    };
    expect(planImport(here, link).marks).toEqual([
      { roadmap: 'teacher', added: ['kids'] },
      { roadmap: 'chef', added: ['x'] },
    ]);
    const after = applyImport(here, link, { quiz: 'theirs', interests: 'theirs', subjects: 'mine' });
    expect(after.marks).toEqual({ teacher: ['tutor', 'nmt', 'kids'], chef: ['x'] });
    expect(after.quiz).toBe(here.quiz);
    expect(after.interests).toEqual(here.interests);
  });

  it('joins kept professions, keeping this browser’s first', () => {
    const link: RecordContent = { quiz: null, interests: null, kept: ['chef', 'teacher'], marks: {}, subjects: null };
    expect(planImport(here, link).kept).toEqual(['chef']);
    expect(applyImport(here, link, { quiz: 'mine', interests: 'mine', subjects: 'mine' }).kept).toEqual([
      'teacher',
      'chef',
    ]);
  });

  it('offers a differing result and profile as a choice, never overwriting unasked', () => {
    const link: RecordContent = { quiz: '1ccccc', interests: [6, 5, 4, 3, 2, 1], kept: [], marks: {}, subjects: null };
    const plan = planImport(here, link);
    expect(plan.quiz).toEqual({ kind: 'differs', mine: '1aaaaa', theirs: '1ccccc' });
    expect(plan.interests).toEqual({ kind: 'differs', mine: here.interests, theirs: link.interests });
    const kept = applyImport(here, link, { quiz: 'mine', interests: 'mine', subjects: 'mine' });
    expect([kept.quiz, kept.interests]).toEqual([here.quiz, here.interests]);
    const taken = applyImport(here, link, { quiz: 'theirs', interests: 'mine', subjects: 'mine' });
    expect([taken.quiz, taken.interests]).toEqual(['1ccccc', here.interests]);
  });

  it('takes two results that name the same three professions as the same', () => {
    // Two different sets of answers whose most frequent answer is the same.
    const link: RecordContent = { quiz: '1aaaab', interests: null, kept: [], marks: {}, subjects: null };
    expect(planImport(here, link).quiz).toEqual({ kind: 'same' });
    expect(applyImport(here, link, { quiz: 'theirs', interests: 'mine', subjects: 'mine' }).quiz).toBe(here.quiz);
  });

  it('adds a result or profile this browser lacks, and says when nothing would change', () => {
    const empty: RecordContent = { quiz: null, interests: null, kept: [], marks: {}, subjects: null };
    expect(applyImport(empty, here, { quiz: 'mine', interests: 'mine', subjects: 'mine' })).toEqual(here);
    const plan = planImport(here, here);
    expect([plan.quiz.kind, plan.interests.kind]).toEqual(['same', 'same']);
    expect(changesAnything(plan)).toBe(false);
    expect(changesAnything(planImport(empty, here))).toBe(true);
  });

  it('offers a differing choice of subjects as a choice, adds one this browser lacks, and takes the same in any order as the same', () => {
    const mine = { liked: ['biology', 'chemistry'], hard: [] };
    const theirs = { liked: ['art'], hard: ['math'] };
    const link: RecordContent = { quiz: null, interests: null, kept: [], marks: {}, subjects: theirs };
    const withMine = { ...here, subjects: mine };
    expect(planImport(withMine, link).subjects).toEqual({ kind: 'differs', mine, theirs });
    expect(applyImport(withMine, link, { quiz: 'mine', interests: 'mine', subjects: 'mine' }).subjects).toEqual(mine);
    expect(applyImport(withMine, link, { quiz: 'mine', interests: 'mine', subjects: 'theirs' }).subjects).toEqual(
      theirs,
    );
    expect(planImport(here, link).subjects).toEqual({ kind: 'new', theirs });
    expect(changesAnything(planImport(here, link))).toBe(true);
    const reordered = { ...link, subjects: { liked: ['chemistry', 'biology'], hard: [] } };
    expect(planImport(withMine, reordered).subjects).toEqual({ kind: 'same' });
    expect(changesAnything(planImport(withMine, reordered))).toBe(false);
  });
});
