// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

afterEach(() => vi.unstubAllGlobals());

function stubServiceWorker(register: () => Promise<unknown>) {
  vi.stubGlobal('navigator', {
    ...navigator,
    serviceWorker: { register, addEventListener: () => {}, removeEventListener: () => {}, controller: null },
  });
}

test.each([
  ['refuses', () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))],
  // Playwright's blocked service workers: no registration at all.
  ['answers with nothing', () => Promise.resolve(undefined)],
])('a browser that %s leaves the page without an error', async (_, register) => {
  stubServiceWorker(register);
  await expect(registerServiceWorker()).resolves.toBeUndefined();
});
