import { createStore } from '@/lib/store';
import type { AuthState, SignInResult } from './auth-types';
import { SIGNED_IN_BEFORE_KEY } from './auth-hint';
import { isFirebaseConfigured, loadFirebaseDefaults } from './firebase-defaults';

type Client = typeof import('./firebase-client');

/**
 * Who is signed in, shared by the account bar and the add dialog. Firebase itself is loaded
 * on first need (`loadAuth`); before that the state is 'unknown', as in the prerendered page.
 */
export const authStore = createStore<AuthState>({ status: 'unknown' });
const setState = authStore.set;
export const getAuthState = authStore.get;
let client: Client | null = null;

export { hasSignedInBefore, SIGNED_IN_BEFORE_KEY } from './auth-hint';

/** Keeps the hint (./auth-hint) in step with what Firebase reports. */
function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_BEFORE_KEY);
  } catch {
    // Storage disabled: a returning visitor's account bar then waits for the add dialog.
  }
}
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
  loading = loadFirebaseDefaults()
    .then(async (defaults) => {
      if (!isFirebaseConfigured(defaults)) {
        setState({ status: 'unavailable', reason: 'not-configured' });
        return;
      }
      const loaded = await loadClient();
      client = loaded;
      loaded.watchUser((user) => {
        rememberSignedIn(!!user);
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
