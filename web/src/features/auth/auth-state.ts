import { createStore } from '@/lib/store';
import type { AuthState } from './auth-types';

/*
 * What /search needs before anyone opens the add dialog: who is signed in (as far as this page
 * knows) and whether someone signed in on this device before. The rest of sign-in, and
 * Firebase, is in auth-store.ts, loaded on first need.
 */

/**
 * Who is signed in, shared by the account bar and the add dialog. Before Firebase is loaded
 * (`loadAuth`) the state is 'unknown', as in the prerendered page.
 */
export const authStore = createStore<AuthState>({ status: 'unknown' });

/**
 * A first-party hint that someone signed in on this device, so a returning visitor's session
 * is restored without loading Firebase for everyone else. Firebase's own storage stays the
 * source of truth: the hint only decides whether to ask it.
 */
export const SIGNED_IN_BEFORE_KEY = 'stezhka:signed-in-before';

export function signedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_BEFORE_KEY);
  } catch {
    // Storage disabled: the session is restored when the add dialog opens instead.
  }
}
