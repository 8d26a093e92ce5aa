import { vi } from 'vitest';
import { FIREBASE_CONFIG_URL, type FirebaseDefaults } from '@/features/auth/firebase-defaults';

export const DEMO_FIREBASE: FirebaseDefaults = {
  config: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
};

/** Answers the app's request for the Firebase settings as the server would; `null`: the server is unreachable. */
export function serveFirebaseConfig(defaults: FirebaseDefaults | null = DEMO_FIREBASE) {
  const fetch = vi.fn(async (url: RequestInfo | URL) => {
    if (String(url) !== FIREBASE_CONFIG_URL) throw new Error(`unexpected fetch of ${String(url)}`);
    if (!defaults) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(defaults), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
