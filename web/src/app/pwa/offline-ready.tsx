import { OFFLINE_READY_TEXT } from '@/config/offline-ready-text';
import { useStore } from '@/lib/store';
import { offlineReadyStore } from './offline-ready-store';

/**
 * A quiet line once the offline copy is whole, and never before (issue 41): said aloud when it has
 * just finished downloading, shown without a word on later visits.
 */
export function OfflineReady() {
  const ready = useStore(offlineReadyStore, null);
  return (
    <div
      className="text-center text-xs text-slate-600 print:hidden [&>p:not(:empty)]:px-4 [&>p:not(:empty)]:pb-4"
      data-offline-ready={ready ?? ''}
    >
      <p role="status">{ready === 'now' && OFFLINE_READY_TEXT}</p>
      {ready === 'before' && <p>{OFFLINE_READY_TEXT}</p>}
    </div>
  );
}
