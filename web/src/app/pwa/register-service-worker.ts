import { Workbox } from 'workbox-window';
import { offlineReadyStore } from './offline-ready-store';
import { updateStore } from './update-store';

/** How often an open tab asks whether a new version is out, at most. */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker (src/sw/sw.ts). A new version installs in the background; the
 * page then offers it (UpdatePrompt) and switches only when the visitor says so.
 */
export function registerServiceWorker() {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () =>
    updateStore.set(() => {
      // Reload once the new version is in charge, and only for this tab's own request.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    }),
  );
  // The first version installed: its install ends only once every file of the copy is kept.
  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) offlineReadyStore.set('now');
  });
  // A browser may refuse (a policy, a private window, a test harness): the site works without it.
  const registered = wb
    .register()
    .then((registration) => {
      if (registration?.active && offlineReadyStore.get() === null) offlineReadyStore.set('before');
      return registration;
    })
    .catch(() => undefined);

  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < UPDATE_CHECK_MS) return;
    checked = Date.now();
    void wb.update();
  });
  return registered;
}
