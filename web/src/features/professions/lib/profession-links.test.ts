import { describe, expect, it } from 'vitest';
import { professionPath, titleLang } from './profession-links';

describe('professionPath', () => {
  it('links to the detail page, percent-encoding non-ASCII ids', () => {
    expect(professionPath('software-engineer')).toBe('/profession/software-engineer');
    expect(professionPath('лікар')).toBe('/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80');
    expect(professionPath('c#/.net')).toBe('/profession/c%23%2F.net');
  });
});

describe('titleLang', () => {
  it('marks Latin-only titles as English', () => {
    expect(titleLang('Software Engineer')).toBe('en');
    expect(titleLang('Лікар')).toBeUndefined();
    expect(titleLang('UX-дизайнер')).toBeUndefined();
    expect(titleLang('123')).toBeUndefined();
  });
});
