import { describe, expect, it } from 'vitest';
import dataScientist from 'virtual:content/detail/data-scientist';
import softwareEngineer from 'virtual:content/detail/software-engineer';
import teacher from 'virtual:content/detail/teacher';
import { sortEducation } from './sort-education';

const item = (requirement: string, mandatory: boolean) => ({ requirement, mandatory });

describe('sortEducation', () => {
  it('puts mandatory items first and keeps the order within each group', () => {
    const sorted = sortEducation([
      item('a', false),
      item('B', true),
      item('c', false),
      item('D', true),
      item('e', false),
    ]);
    expect(sorted.map((i) => i.requirement)).toEqual(['B', 'D', 'a', 'c', 'e']);
  });

  it('does not change its input', () => {
    const input = [item('a', false), item('B', true)];
    sortEducation(input);
    expect(input.map((i) => i.requirement)).toEqual(['a', 'B']);
  });

  it('copes with empty and one-sided lists', () => {
    expect(sortEducation([])).toEqual([]);
    expect(sortEducation([item('a', false), item('b', false)]).map((i) => i.requirement)).toEqual(['a', 'b']);
    expect(sortEducation([item('A', true), item('B', true)]).map((i) => i.requirement)).toEqual(['A', 'B']);
  });

  it.each([
    ['software-engineer', softwareEngineer],
    ['data-scientist', dataScientist],
    ['teacher', teacher],
  ])('%s: every mandatory item comes before every optional one', (_id, detail) => {
    const flags = sortEducation(detail.education).map((i) => i.mandatory);
    expect(flags.indexOf(false)).toBeGreaterThan(flags.lastIndexOf(true));
    expect(flags).toHaveLength(detail.education.length);
  });
});
