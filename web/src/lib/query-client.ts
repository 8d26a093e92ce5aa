import { isServer, QueryClient } from '@tanstack/react-query';

/** docs/product.md#calls-and-caching: the client-side data cache retries 3 times, waiting 1 s, 2 s, 4 s … up to 30 s. */
export const QUERY_RETRIES = 3;
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);
/** docs/product.md#calls-and-caching: data no screen uses any more is dropped after 5 minutes. */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;

/**
 * A QueryClient with the spec's cache behaviour. Import it only from lazily loaded code:
 * TanStack Query is too big for any route's first load.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_RETRIES,
        retryDelay,
        // While prerendering, a garbage-collection timer would keep Node running for
        // 5 minutes after the last page; TanStack's server default (never) avoids that.
        gcTime: isServer ? Infinity : QUERY_GC_TIME_MS,
      },
    },
  });
}
