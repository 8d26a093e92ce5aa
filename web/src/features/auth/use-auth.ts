import { useEffect } from 'react';
import { useStore } from '@/lib/store';
import { authStore } from './auth-state';
import { loadAuth } from './auth-store';
import type { AuthState } from './auth-types';

const UNKNOWN: AuthState = { status: 'unknown' };

/** The visitor's sign-in state; 'unknown' on the server and during hydration. */
export function useAuth(): AuthState {
  return useStore(authStore, UNKNOWN);
}

/**
 * Restores a visitor who signed in earlier: once the page is idle, loads Firebase, which reads
 * the stored session. (The account bar that calls it is itself loaded only for a visitor who
 * signed in on this device before: app/search/account-slot.tsx.)
 */
export function useRestoreSession() {
  useEffect(() => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void loadAuth(), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => void loadAuth(), 1500);
    return () => clearTimeout(timer);
  }, []);
}
