import { describe, expect, it } from 'vitest';
import { fallbackFor, fallbackUrl, matchesPattern } from './route-pattern';

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

  it('choose a fallback for the decoded path, as the server does', () => {
    const fallbacks = [{ pattern: '/profession/:id' }, { pattern: '/*' }];
    expect(fallbackFor(fallbacks, '/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80')).toBe(fallbacks[0]);
    // An encoded slash is a slash once decoded: two segments, so the 404 page, online and offline.
    expect(fallbackFor(fallbacks, '/profession/a%2Fb')).toBe(fallbacks[1]);
    expect(fallbackFor(fallbacks, '/profession/a%2fb')).toBe(fallbacks[1]);
    expect(fallbackFor(fallbacks, '/no-such-page')).toBe(fallbacks[1]);
    // Broken percent-encoding: the server answers 400, so there is no page to fall back on.
    expect(fallbackFor(fallbacks, '/profession/%E0%A4%A')).toBeUndefined();
  });

  it('fill placeholders to make a fallback address that matches its own pattern', () => {
    expect(fallbackUrl('/profession/:id')).toBe('/profession/__offline__');
    expect(fallbackUrl('/*')).toBe('/__offline__');
    expect(matchesPattern('/profession/:id', fallbackUrl('/profession/:id'))).toBe(true);
  });
});
