// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_PREFIX } from '@/config/paths';
import { claimReload, isChunkLoadError, reloadable } from './chunk-error';

describe('a missing chunk', () => {
  afterEach(() => sessionStorage.clear());

  it('is told apart from other errors', () => {
    expect(
      isChunkLoadError(new TypeError(`Failed to fetch dynamically imported module: ${IMMUTABLE_PREFIX}quiz-abc.js`)),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads a page once, then not again within a minute', () => {
    expect(claimReload('/quiz', 1_000)).toBe(true);
    expect(claimReload('/quiz', 2_000)).toBe(false);
    expect(claimReload('/search', 3_000)).toBe(true);
    expect(claimReload('/quiz', 4_000)).toBe(true);
    expect(claimReload('/quiz', 50_000)).toBe(false);
    expect(claimReload('/quiz', 200_000)).toBe(true);
  });
});

describe('a retry after a script failed to arrive', () => {
  const gone = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

  it('fetches the same script under a new address each time (Chromium remembers the failed one)', async () => {
    const asked: string[] = [];
    const load = reloadable(
      () => Promise.reject(gone('http://h/assets/quiz-results-a1.js')),
      (url) => (asked.push(url), asked.length === 1 ? Promise.reject(gone(url)) : Promise.resolve({ ok: true })),
    );
    await expect(load()).rejects.toThrow(/quiz-results-a1\.js/);
    await expect(load()).rejects.toThrow(/retry=1/);
    await expect(load()).resolves.toEqual({ ok: true });
    expect(asked).toEqual(['http://h/assets/quiz-results-a1.js?retry=1', 'http://h/assets/quiz-results-a1.js?retry=2']);
  });

  it('runs the import again where the error names no script', async () => {
    let calls = 0;
    const load = reloadable(
      () => (++calls === 1 ? Promise.reject(new TypeError('Importing a module script failed.')) : Promise.resolve(1)),
      () => Promise.reject(new Error('not to be called')),
    );
    await expect(load()).rejects.toThrow();
    await expect(load()).resolves.toBe(1);
  });
});
