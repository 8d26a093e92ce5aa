import { describe, expect, it } from 'vitest';
import { repairedFragment } from './repair-fragment';

describe('repairedFragment', () => {
  it.each(['', '#', '#main', '#r=1abcda', '#r%3D1abcda', '#%D0%BB'])(
    'leaves a well-formed fragment alone: %j',
    (hash) => {
      expect(repairedFragment(hash)).toBeNull();
    },
  );

  it.each([
    ['#r=%E0%A4%A', '#r=%25E0%25A4%25A'],
    ['#r=1ab%', '#r=1ab%25'],
    ['#%zz', '#%25zz'],
  ])('escapes the %% signs of a malformed one: %j', (hash, repaired) => {
    expect(repairedFragment(hash)).toBe(repaired);
    expect(() => decodeURIComponent(repaired)).not.toThrow();
    expect(decodeURIComponent(repaired)).toBe(hash);
  });
});
