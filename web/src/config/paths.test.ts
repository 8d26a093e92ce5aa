import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('encodes a profession id once', () => {
    expect(paths.profession.href('software-engineer')).toBe('/profession/software-engineer');
    expect(paths.profession.href('лікар')).toBe('/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80');
    expect(paths.profession.href('a/b?c')).toBe('/profession/a%2Fb%3Fc');
  });

  it('keeps a search query in the address', () => {
    expect(paths.search.href()).toBe('/search');
    expect(paths.search.href('кар’єра & ІТ')).toBe(
      '/search?q=%D0%BA%D0%B0%D1%80%E2%80%99%D1%94%D1%80%D0%B0+%26+%D0%86%D0%A2',
    );
  });
});
