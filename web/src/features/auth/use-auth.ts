import { useEffect, useSyncExternalStore } from 'react';
import { getAuthState, loadAuth, subscribeToAuth } from './auth-store';
import type { AuthState } from './auth-types';
import { isFirebaseConfigured } from './firebase-defaults';

const UNKNOWN: AuthState = { status: 'unknown' };

/** The visitor's sign-in state; 'unknown' on the server and during hydration. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeToAuth, getAuthState, () => UNKNOWN);
}

/**
 * Restores a visitor who signed in earlier: once the page is idle, loads Firebase, which reads
 * the stored session. Does nothing when no Firebase project is configured.
 */
export function useRestoreSession() {
  useEffect(() => {
    if (!isFirebaseConfigured()) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void loadAuth(), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => void loadAuth(), 1500);
    return () => clearTimeout(timer);
  }, []);
}
