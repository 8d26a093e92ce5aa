import { useEffect } from 'react';
import { useStore } from '@/lib/store';
import { hasSignedInBefore } from './auth-hint';
import { authStore, loadAuth } from './auth-store';
import type { AuthState } from './auth-types';

const UNKNOWN: AuthState = { status: 'unknown' };

/** The visitor's sign-in state; 'unknown' on the server and during hydration. */
export function useAuth(): AuthState {
  return useStore(authStore, UNKNOWN);
}

/**
 * Restores a visitor who signed in earlier on this device: once the page is idle, loads
 * Firebase, which reads the stored session. Anyone else never downloads Firebase unless they
 * open (or are about to open) the add dialog.
 */
export function useRestoreSession() {
  useEffect(() => {
    if (!hasSignedInBefore()) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => void loadAuth(), { timeout: 4000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => void loadAuth(), 1500);
    return () => clearTimeout(timer);
  }, []);
}
