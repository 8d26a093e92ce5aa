import { describe, expect, it } from 'vitest';
import { pluralUk } from './plural-uk';

const STUDENTS = { one: 'учень', few: 'учні', many: 'учнів', other: 'учня' };

describe('pluralUk', () => {
  it('picks the form a Ukrainian number asks for', () => {
    const pick = (count: number) => pluralUk(count, STUDENTS);
    expect([1, 21, 101].map(pick)).toEqual(['учень', 'учень', 'учень']);
    expect([2, 4, 22, 34].map(pick)).toEqual(['учні', 'учні', 'учні', 'учні']);
    expect([0, 5, 11, 12, 14, 20, 25, 111].map(pick)).toEqual(Array(8).fill('учнів'));
    expect(pick(1.5)).toBe('учня');
  });
});
