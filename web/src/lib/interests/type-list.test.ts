import { describe, expect, it } from 'vitest';
import { typeList } from './type-list';

describe('typeList', () => {
  it('names one type alone and joins several with «і», as a sentence would', () => {
    expect(typeList(['A'])).toBe('творчий');
    expect(typeList(['A', 'S'])).toBe('творчий і\u00A0соціальний');
    expect(typeList(['R', 'A', 'S'])).toBe('практичний, творчий і\u00A0соціальний');
    expect(typeList([])).toBe('');
  });

  it('adds to each name what it is given', () => {
    expect(typeList(['R', 'A'], (t) => ` (${t})`)).toBe('практичний (R) і\u00A0творчий (A)');
  });
});
