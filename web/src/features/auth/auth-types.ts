/** The spec's signed-in user: what the search screen shows. */
export interface AuthUser {
  uid: string;
  displayName: string | null;
  photoURL: string | null;
}

export type AuthState =
  /** Nothing known yet: Firebase hasn't been loaded (always so in the prerendered HTML). */
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: AuthUser }
  /** Sign-in can't work here: no Firebase project configured, or the SDK failed to load. */
  | { status: 'unavailable'; reason: 'not-configured' | 'load-failed' };

export type SignInResult = 'signed-in' | 'failed' | 'superseded';
