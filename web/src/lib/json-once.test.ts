import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonOnce } from './json-once';

afterEach(() => vi.unstubAllGlobals());

describe('jsonOnce', () => {
  it('fetches once and shares the answer', async () => {
    const fetch = vi.fn(async () => new Response('{"a":1}'));
    vi.stubGlobal('fetch', fetch);
    const load = jsonOnce<{ a: number }>('/file.json');
    expect(await Promise.all([load(), load()])).toEqual([{ a: 1 }, { a: 1 }]);
    expect(await load()).toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch or an error status', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('[1]'));
    vi.stubGlobal('fetch', fetch);
    const load = jsonOnce<number[]>('/file.json');
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).rejects.toThrow('/file.json: 503');
    expect(await load()).toEqual([1]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
