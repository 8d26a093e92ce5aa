import { Outlet, ScrollRestoration } from 'react-router-dom';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { SkipLink } from '@/components/layout/skip-link';
import { useDocumentTitle } from '@/components/layout/use-document-title';
import { ConnectionStatus } from './connection-status';
import { UpdateAnnouncer } from './pwa/update-announcer';

export function RootLayout() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <ConnectionStatus />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <UpdateAnnouncer />
      {/* A new page starts at the top; back/forward returns to where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
