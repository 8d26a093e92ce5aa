import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Software Engineer', 'software-engineer'],
    ['Data   Scientist', 'data-scientist'],
    ['  Web\tDeveloper \n', 'web-developer'],
    ['Лікар', 'лікар'],
    ['Інженер ШІ', 'інженер-ші'],
    ['QA', 'qa'],
    ['Астронавт 🚀', 'астронавт-🚀'],
    ['<b>Bold</b> Title', '<b>bold</b>-title'],
  ])('%j → %j', (title, id) => {
    expect(slugify(title)).toBe(id);
  });
});
