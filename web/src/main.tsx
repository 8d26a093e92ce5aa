import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { scheduleServiceWorker } from './app/pwa/schedule-service-worker';
import { resolveLazyMatches } from './app/resolve-lazy';
import { routes } from './app/router';
import { PROVIDER_FUTURE, ROUTER_FUTURE } from './app/router-future';
import { repairMalformedFragment } from './lib/repair-fragment';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from the page');

// Before the router reads the address: a malformed #fragment would crash its scroll restoration.
repairMalformedFragment();
await resolveLazyMatches(routes, window.location.pathname);
const router = createBrowserRouter(routes, { future: ROUTER_FUTURE });
const app = (
  <StrictMode>
    <RouterProvider router={router} future={PROVIDER_FUTURE} />
  </StrictMode>
);

// Prerendered pages are hydrated; the dev server's empty shell is rendered from scratch.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for one long task (Lighthouse's blocking time on a cheap phone).
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

scheduleServiceWorker();
