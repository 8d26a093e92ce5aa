import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '@/lib/page-meta';
import { routeMeta } from './route-table';

/** Keeps `<title>` in step with client-side navigation; the first one comes prerendered. */
export function useDocumentTitle() {
  const meta = routeMeta(useLocation().pathname);
  useEffect(() => {
    if (meta) document.title = documentTitle(meta);
  }, [meta?.title]); // eslint-disable-line react-hooks/exhaustive-deps
}
