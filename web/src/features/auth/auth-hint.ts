import { createStore, useStore } from '@/lib/store';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The only sign-in code in /search's first load (a few hundred bytes): whether this page needs
 * the account code at all. Firebase's own storage stays the source of truth for who is signed in.
 */

/** Set by the auth store while Firebase reports a signed-in visitor, removed when it reports nobody. */
export const SIGNED_IN_BEFORE_KEY = 'stezhka:signed-in-before';

export function hasSignedInBefore(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_BEFORE_KEY) === '1';
  } catch {
    return false;
  }
}

/** True once sign-in is about to be used on this page (the add dialog is being opened). */
const wanted = createStore(false);

export function wantAuth() {
  if (!wanted.get()) wanted.set(true);
}

/**
 * Whether to mount the account bar (and load its code): for a visitor who signed in before on
 * this device, or once the add dialog is on its way. False on the server and while hydrating.
 */
export function useAccountWanted(): boolean {
  const isWanted = useStore(wanted, false);
  const hydrated = useHydrated();
  return hydrated && (isWanted || hasSignedInBefore());
}
