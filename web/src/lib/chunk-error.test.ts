// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { IMMUTABLE_PREFIX } from '@/config/paths';
import { claimReload, isChunkLoadError } from './chunk-error';

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
