import { describe, expect, it } from 'vitest';
import { fallbackUrl, matchesPattern } from './route-pattern';

describe('route patterns', () => {
  it('match one segment or the rest, as the server does', () => {
    expect(matchesPattern('/profession/:id', '/profession/x')).toBe(true);
    expect(matchesPattern('/profession/:id', '/profession/%D0%BB')).toBe(true);
    expect(matchesPattern('/profession/:id', '/profession/')).toBe(false);
    expect(matchesPattern('/profession/:id', '/profession/a/b')).toBe(false);
    expect(matchesPattern('/profession/:id', '/professions')).toBe(false);
    expect(matchesPattern('/*', '/')).toBe(true);
    expect(matchesPattern('/*', '/a/b/c')).toBe(true);
  });

  it('fill placeholders to make a fallback address that matches its own pattern', () => {
    expect(fallbackUrl('/profession/:id')).toBe('/profession/__offline__');
    expect(fallbackUrl('/*')).toBe('/__offline__');
    expect(matchesPattern('/profession/:id', fallbackUrl('/profession/:id'))).toBe(true);
  });
});
