import { lazy, Suspense, type ComponentType } from 'react';
import { useOnline } from '@/lib/online';

// Loaded only when the connection drops (the service worker has it by then). Without a
// service worker the chunk can't arrive offline: then the notice is left out, not the page.
const OfflineNotice = lazy<ComponentType>(() =>
  import('@/components/layout/offline-notice').then(
    (m) => ({ default: m.OfflineNotice }),
    () => ({ default: () => null }),
  ),
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
