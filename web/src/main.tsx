import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { scheduleServiceWorker } from './app/pwa/schedule-service-worker';
import { preloadRoute } from './app/route-table';
import { AppRoutes } from './app/router';
import { ROUTER_FUTURE } from './app/router-future';
import { repairMalformedFragment } from './lib/repair-fragment';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

// Before the router reads the address: a malformed #fragment would crash a page that decodes it.
repairMalformedFragment();
// The first render matches the prerendered HTML instead of waiting for the page's chunk.
await preloadRoute(window.location.pathname);
const app = (
  <StrictMode>
    <BrowserRouter future={ROUTER_FUTURE}>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server's empty shell is rendered from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for one long task (Lighthouse's blocking time on a cheap phone).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

scheduleServiceWorker();
