import { offlineReadyStore } from './offline-ready-store';

/** The first seconds of a visit belong to the page itself; the offline copy downloads after them. */
const NOT_BEFORE_MS = 5000;

/**
 * Registers the service worker once the visit is 5 s old and the browser is idle
 * (docs/decisions/0009-offline-service-worker.md). Not "after the load event": a stock photo
 * that never arrives would hold that back for minutes. The registration code is a chunk of its
 * own, so the first load carries only this.
 */
export function scheduleServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  if (navigator.serviceWorker.controller) offlineReadyStore.set('before');
  const register = () =>
    import('./register-service-worker')
      .then((module) => module.registerServiceWorker())
      // Offline with no worker yet: the next visit tries again.
      .catch(() => {});
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(register, { timeout: 5000 })
      : register();
  setTimeout(whenIdle, Math.max(0, NOT_BEFORE_MS - performance.now()));
}
