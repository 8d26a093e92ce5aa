import { authStore, rememberSignedIn } from './auth-state';
import type { SignInResult } from './auth-types';

type Client = typeof import('./firebase-client');

const setState = authStore.set;
export const getAuthState = authStore.get;
let client: Client | null = null;
let loading: Promise<void> | null = null;

/** The module that talks to Firebase; replaced in unit tests. */
let loadClient: () => Promise<Client> = () => import('./firebase-client');

export function setClientLoaderForTests(loader: () => Promise<Client>) {
  loadClient = loader;
  client = null;
  loading = null;
  authStore.set({ status: 'unknown' });
}

/**
 * Loads Firebase (once) and resolves when the visitor's state is known: signed in (a stored
 * session restored), signed out, or unavailable. Never rejects.
 */
export function loadAuth(): Promise<void> {
  if (loading) return loading;
  setState({ status: 'loading' });
  // The settings' code is small but not needed before this: it stays out of the first load.
  loading = import('./firebase-defaults')
    .then(async ({ loadFirebaseDefaults, isFirebaseConfigured }) => {
      const defaults = await loadFirebaseDefaults();
      if (!isFirebaseConfigured(defaults)) {
        setState({ status: 'unavailable', reason: 'not-configured' });
        return;
      }
      const loaded = await loadClient();
      client = loaded;
      loaded.watchUser((user) => {
        rememberSignedIn(user !== null);
        setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
      });
      await loaded.authStateReady();
    })
    .catch((error: unknown) => {
      console.warn('Firebase Authentication failed to load:', error);
      setState({ status: 'unavailable', reason: 'load-failed' });
      // A later attempt (the next time the dialog opens) may succeed.
      loading = null;
    });
  return loading;
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error && 'code' in error ? String(error.code) : String(error);
}

/**
 * Opens Google's popup. Call it straight from a click handler, after `loadAuth()` resolved,
 * so the browser lets the popup open.
 */
export async function signIn(): Promise<SignInResult> {
  if (!client) return 'failed';
  try {
    await client.signInWithGoogle();
    return 'signed-in';
  } catch (error) {
    const code = errorCode(error);
    // A second click opened a new popup, which cancels the first one: not a failure.
    if (code === 'auth/cancelled-popup-request') return 'superseded';
    // A closed popup is the visitor's choice; anything else is worth a line for whoever runs the site.
    if (code !== 'auth/popup-closed-by-user') console.warn('Google sign-in failed:', code);
    return 'failed';
  }
}

export async function signOut(): Promise<void> {
  await client?.signOutUser();
}
