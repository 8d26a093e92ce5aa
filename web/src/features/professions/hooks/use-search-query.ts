import { useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { SEARCH_QUERY_KEY } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';

/** Marks the history entries the search box itself rewrites while the visitor types. */
const TYPED = { searchBox: true } as const;
const isTyped = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { searchBox?: unknown }).searchBox === true;

/**
 * The search query, kept in `?q=` so it survives reload, back/forward and sharing.
 *
 * The box keeps its own text so typing never waits for the router (a controlled input fed
 * from the address would drop keystrokes); every change replaces the current history
 * entry. Any other navigation — back/forward, a link to /search — puts the address's query
 * back into the box. The prerendered page has no query, so until hydration is over the box
 * is empty and the list complete, exactly as the server rendered them.
 */
export function useSearchQuery(): [query: string, setQuery: (next: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const hydrated = useHydrated();
  const addressQuery = searchParams.get(SEARCH_QUERY_KEY) ?? '';

  const [text, setText] = useState(addressQuery);
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (!(navigationType === 'REPLACE' && isTyped(location.state))) setText(addressQuery);
  }

  const setQuery = (next: string) => {
    setText(next);
    const params = new URLSearchParams(searchParams);
    if (next.trim() === '') params.delete(SEARCH_QUERY_KEY);
    else params.set(SEARCH_QUERY_KEY, next);
    setSearchParams(params, { replace: true, state: TYPED });
  };

  return [hydrated ? text : '', setQuery];
}
