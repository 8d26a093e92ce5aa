import { useEffect, useState } from 'react';
import type { ReadRecordLink } from '@/lib/record/record-link';

// The link's reader comes only with a link: an ordinary visit to the page does without it.
const loadReader = () => import('@/lib/record/record-link');

export type LinkState = null | { kind: 'reading' } | { kind: 'failed' } | ReadRecordLink;

/** What the page's fragment holds: nothing (null), a link being read, or what it reads as. */
export function useReadLink(code: string | null): LinkState {
  const [read, setRead] = useState<{ code: string; state: LinkState } | null>(null);
  useEffect(() => {
    if (code === null) return;
    let current = true;
    loadReader().then(
      ({ decodeRecord }) => current && setRead({ code, state: decodeRecord(code) }),
      () => current && setRead({ code, state: { kind: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [code]);
  if (code === null) return null;
  return read?.code === code ? read.state : { kind: 'reading' };
}
