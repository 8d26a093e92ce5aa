import { describe, expect, it } from 'vitest';
import { resultCountText } from './result-count';

describe('resultCountText', () => {
  it.each([
    [0, 'Не знайдено жодної професії'],
    [1, 'Знайдено 1 професію'],
    [2, 'Знайдено 2 професії'],
    [4, 'Знайдено 4 професії'],
    [5, 'Знайдено 5 професій'],
    [6, 'Знайдено 6 професій'],
    [11, 'Знайдено 11 професій'],
    [21, 'Знайдено 21 професію'],
    [22, 'Знайдено 22 професії'],
  ])('%i → %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });
});
