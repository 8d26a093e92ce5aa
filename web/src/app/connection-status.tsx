import { lazy, Suspense } from 'react';
import { useOnline } from '@/lib/online';

// Loaded only when the connection drops (the service worker has it by then).
const OfflineNotice = lazy(() =>
  import('@/components/layout/offline-notice').then((m) => ({ default: m.OfflineNotice })),
);

/** The live region that says the visitor is offline. */
export function ConnectionStatus() {
  const online = useOnline();
  return (
    <div role="status" className="print:hidden">
      {!online && (
        <Suspense fallback={null}>
          <OfflineNotice />
        </Suspense>
      )}
    </div>
  );
}
