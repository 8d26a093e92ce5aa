import { lazy, Suspense } from 'react';
import { useStore } from '@/lib/store';
import { updateStore } from './update-store';

const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The live region the update prompt appears in; the prompt's code loads only when there is an update. */
export function UpdateAnnouncer() {
  const update = useStore(updateStore, null);
  return (
    <div role="status" className="print:hidden">
      {update && (
        <Suspense fallback={null}>
          <UpdatePrompt update={update} />
        </Suspense>
      )}
    </div>
  );
}
