// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe('createQueryClient', () => {
  it('has the spec’s cache behaviour', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(3);
    expect(queries.gcTime).toBe(5 * 60 * 1000);
    expect(queries.retryDelay).toBe(retryDelay);
  });

  it('waits 1 s before the first retry, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
