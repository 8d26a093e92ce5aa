import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

// The number keeps to its word (docs/copy.md): a non-breaking space between them.
describe('resultCountText', () => {
  it.each([
    [0, 'Не знайдено жодної професії'],
    [1, 'Знайдено 1\u00A0професію'],
    [2, 'Знайдено 2\u00A0професії'],
    [4, 'Знайдено 4\u00A0професії'],
    [5, 'Знайдено 5\u00A0професій'],
    [6, 'Знайдено 6\u00A0професій'],
    [11, 'Знайдено 11\u00A0професій'],
    [21, 'Знайдено 21\u00A0професію'],
    [22, 'Знайдено 22\u00A0професії'],
  ])('%i → %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });
});
