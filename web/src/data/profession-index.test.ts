import { describe, expect, it } from 'vitest';
import { PROFESSION_NAMES } from './profession-names';
import { PROFESSION_INDEX, professionAtPlace, professionPlace } from './profession-index';

describe('the professions’ numbers in links', () => {
  it('give every profession of web/content a place', () => {
    const missing = Object.keys(PROFESSION_NAMES).filter((id) => professionPlace(id) === undefined);
    expect(missing).toEqual([]);
  });

  it('never give two professions one place', () => {
    expect(new Set(PROFESSION_INDEX).size).toBe(PROFESSION_INDEX.length);
  });

  it('read back what they wrote, and nothing for a number past the end', () => {
    for (const id of Object.keys(PROFESSION_NAMES)) expect(professionAtPlace(professionPlace(id)!)).toBe(id);
    expect(professionAtPlace(PROFESSION_INDEX.length)).toBeUndefined();
    expect(professionAtPlace(-1)).toBeUndefined();
    expect(professionAtPlace(1.5)).toBeUndefined();
  });
});
