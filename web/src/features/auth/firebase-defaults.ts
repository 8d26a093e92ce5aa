import { API_PREFIX } from '@/config/paths';

/**
 * The Firebase settings the server gives out at `FIREBASE_CONFIG_URL` (the project, the
 * emulator if any, the token-sync URL). The SDK reads them from
 * `globalThis.__FIREBASE_DEFAULTS__`, so they are put there before it loads. Pages carry no
 * settings, so the same cached page works whatever project the server is pointed at.
 */
export interface FirebaseDefaults {
  config?: { apiKey?: string; authDomain?: string; projectId?: string; appId?: string };
  emulatorHosts?: { auth?: string };
  _authTokenSyncURL?: string;
}

/**
 * The server's `FIREBASE_CONFIG_PATH` (server/src/api.rs), which defines it under the shared
 * prefix: the name after the prefix is written again here because the app cannot read Rust.
 * Signing in, in the browser tests against the real server, fails if the two differ.
 */
export const FIREBASE_CONFIG_URL = `${API_PREFIX}firebase-config`;
/** The last settings seen, so a visitor who signed in before is still recognised offline. */
export const FIREBASE_CONFIG_KEY = 'stezhka:firebase-config';

function current(): FirebaseDefaults | undefined {
  return (globalThis as { __FIREBASE_DEFAULTS__?: FirebaseDefaults }).__FIREBASE_DEFAULTS__;
}

function remembered(): FirebaseDefaults | undefined {
  try {
    const text = localStorage.getItem(FIREBASE_CONFIG_KEY);
    return text ? (JSON.parse(text) as FirebaseDefaults) : undefined;
  } catch {
    return undefined;
  }
}

/** Asks the server for its settings (falling back to the last ones seen) and hands them to the SDK. */
export async function loadFirebaseDefaults(): Promise<FirebaseDefaults> {
  let defaults: FirebaseDefaults | undefined;
  try {
    const response = await fetch(FIREBASE_CONFIG_URL, { cache: 'no-cache', credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${FIREBASE_CONFIG_URL} answered ${response.status}`);
    defaults = (await response.json()) as FirebaseDefaults;
    try {
      localStorage.setItem(FIREBASE_CONFIG_KEY, JSON.stringify(defaults));
    } catch {
      // Storage full or disabled: the settings just aren't remembered.
    }
  } catch (error) {
    defaults = remembered();
    if (!defaults) throw error;
  }
  (globalThis as { __FIREBASE_DEFAULTS__?: FirebaseDefaults }).__FIREBASE_DEFAULTS__ = defaults;
  return defaults;
}

/** True when the server was started with a Firebase project (or the emulator) configured. */
export function isFirebaseConfigured(defaults: FirebaseDefaults | undefined = current()): boolean {
  const config = defaults?.config;
  return !!(config?.apiKey && config.authDomain && config.projectId);
}

/** True when sign-in goes to the local Auth emulator rather than Google. */
export function usesAuthEmulator(): boolean {
  return !!current()?.emulatorHosts?.auth;
}
