import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { ConnectionStatus } from './connection-status';
import { OfflineReady } from './pwa/offline-ready';
import { UpdateAnnouncer } from './pwa/update-announcer';
import { ScrollRestoration } from './scroll-restoration';
import { useDocumentTitle } from './use-document-title';

export function RootLayout() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <ConnectionStatus />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* Shown from the first paint: a navigation (a transition) that waits for the next page's
            chunk keeps the page in view instead of an empty one. */}
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter>
        <OfflineReady />
      </SiteFooter>
      <UpdateAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
