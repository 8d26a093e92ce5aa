import { describe, expect, it } from 'vitest';
import shared from './route-pattern-cases.json';
import { fallbackFor, fallbackUrl, matchesPattern } from './route-pattern';

describe('route patterns', () => {
  const fallbacks = shared.fallbacks.map((pattern) => ({ pattern }));

  // The cases the server's tests read too (server/src/route_table.rs).
  it.each(shared.cases)('choose the fallback the server chooses for $path', ({ path, fallback }) => {
    expect(fallbackFor(fallbacks, path)?.pattern ?? null).toBe(fallback);
  });

  it('fill placeholders to make a fallback address that matches its own pattern', () => {
    expect(fallbackUrl('/profession/:id')).toBe('/profession/__offline__');
    expect(fallbackUrl('/*')).toBe('/__offline__');
    for (const { pattern } of fallbacks) expect(matchesPattern(pattern, fallbackUrl(pattern))).toBe(true);
  });
});
