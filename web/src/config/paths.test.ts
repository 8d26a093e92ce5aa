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

describe('paths.interests', () => {
  it('carries a shared result or a quiz result in the fragment, never in the query', () => {
    expect(paths.interests.href()).toBe('/interests');
    expect(paths.interests.href({ shared: '1aybxmf' })).toBe('/interests#i=1aybxmf');
    expect(paths.interests.href({ quiz: '1acbdd' })).toBe('/interests#q=1acbdd');
  });
});
