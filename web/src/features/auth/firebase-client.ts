/**
 * The Firebase part of sign-in. Only ever loaded with `import()` (the SDK is ~34 KB gzip):
 * when the add dialog opens, or on /search once the page is idle.
 * `initializeApp()` and `getAuth()` read the project, and the emulator if any, from the
 * defaults the server injects into the page.
 */
import { getApps, initializeApp } from '@firebase/app';
import { getAuth, GoogleAuthProvider, onAuthStateChanged, signInWithPopup, signOut } from '@firebase/auth';
import type { AuthUser } from './auth-types';

const auth = getAuth(getApps()[0] ?? initializeApp());
auth.languageCode = 'uk';

export function watchUser(listener: (user: AuthUser | null) => void): () => void {
  return onAuthStateChanged(auth, (user) =>
    listener(user ? { uid: user.uid, displayName: user.displayName, photoURL: user.photoURL } : null),
  );
}

/** Resolves once the stored session (if any) has been restored. */
export function authStateReady(): Promise<void> {
  return auth.authStateReady();
}

export async function signInWithGoogle(): Promise<void> {
  await signInWithPopup(auth, new GoogleAuthProvider());
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}
