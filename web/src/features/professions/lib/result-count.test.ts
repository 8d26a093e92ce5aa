import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

// A number joined at run time keeps to the words on both sides (lib/typeset.ts, uk).
describe('resultCountText', () => {
  it.each([
    [0, 'Не знайдено жодної професії'],
    [1, 'Знайдено\u00A01\u00A0професію'],
    [2, 'Знайдено\u00A02\u00A0професії'],
    [4, 'Знайдено\u00A04\u00A0професії'],
    [5, 'Знайдено\u00A05\u00A0професій'],
    [6, 'Знайдено\u00A06\u00A0професій'],
    [11, 'Знайдено\u00A011\u00A0професій'],
    [21, 'Знайдено\u00A021\u00A0професію'],
    [22, 'Знайдено\u00A022\u00A0професії'],
  ])('%i → %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });
});
