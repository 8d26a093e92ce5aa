import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { documentTitle, metaForMatches } from '@/lib/page-meta';

/** Keeps `<title>` in step with client-side navigation; the first one comes prerendered. */
export function useDocumentTitle() {
  const matches = useMatches();
  const meta = metaForMatches(matches);
  useEffect(() => {
    if (meta) document.title = documentTitle(meta);
  }, [meta?.title]); // eslint-disable-line react-hooks/exhaustive-deps
}
