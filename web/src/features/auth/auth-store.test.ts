// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, loadAuth, setClientLoaderForTests, signIn, signOut } from './auth-store';
import { signedInBefore } from './auth-state';
import type { AuthUser } from './auth-types';
import { serveFirebaseConfig } from '@/test/firebase-config';

type Client = Awaited<ReturnType<Parameters<typeof setClientLoaderForTests>[0]>>;

const user: AuthUser = { uid: 'u1', displayName: 'Оксана', photoURL: null };

function fakeClient(initialUser: AuthUser | null, signInError?: { code: string }) {
  let listener: (u: AuthUser | null) => void = () => {};
  const client = {
    watchUser: (l: typeof listener) => {
      listener = l;
      l(initialUser);
      return () => {};
    },
    authStateReady: () => Promise.resolve(),
    signInWithGoogle: vi.fn(async () => {
      if (signInError) throw signInError;
      listener(user);
    }),
    signOutUser: vi.fn(async () => listener(null)),
  };
  return client as typeof client & Client;
}

const configure = () => {
  serveFirebaseConfig();
};

describe('the auth store', () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('is unavailable, without loading Firebase, when no project is configured', async () => {
    serveFirebaseConfig({});
    const loader = vi.fn();
    setClientLoaderForTests(loader);
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'unavailable', reason: 'not-configured' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('restores a stored session, signs in and out', async () => {
    configure();
    const client = fakeClient(null);
    setClientLoaderForTests(async () => client);
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-out' });
    expect(signedInBefore()).toBe(false);
    expect(await signIn()).toBe('signed-in');
    expect(getAuthState()).toEqual({ status: 'signed-in', user });
    expect(signedInBefore()).toBe(true);
    await signOut();
    expect(getAuthState()).toEqual({ status: 'signed-out' });
    expect(signedInBefore()).toBe(false);
  });

  it('loads Firebase once', async () => {
    configure();
    const loader = vi.fn(async () => fakeClient(user));
    setClientLoaderForTests(loader);
    await Promise.all([loadAuth(), loadAuth()]);
    await loadAuth();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(getAuthState()).toEqual({ status: 'signed-in', user });
  });

  it('reports a closed popup or an error as a failure, a superseded popup as not one', async () => {
    configure();
    setClientLoaderForTests(async () => fakeClient(null, { code: 'auth/popup-closed-by-user' }));
    await loadAuth();
    expect(await signIn()).toBe('failed');
    expect(console.warn).not.toHaveBeenCalled();

    setClientLoaderForTests(async () => fakeClient(null, { code: 'auth/unauthorized-domain' }));
    await loadAuth();
    expect(await signIn()).toBe('failed');
    expect(console.warn).toHaveBeenCalledWith('Google sign-in failed:', 'auth/unauthorized-domain');

    setClientLoaderForTests(async () => fakeClient(null, { code: 'auth/cancelled-popup-request' }));
    await loadAuth();
    expect(await signIn()).toBe('superseded');
    expect(getAuthState()).toEqual({ status: 'signed-out' });
  });

  it('recognises a returning visitor offline by the settings seen last time', async () => {
    configure();
    setClientLoaderForTests(async () => fakeClient(user));
    await loadAuth();
    serveFirebaseConfig(null);
    delete (globalThis as Record<string, unknown>).__FIREBASE_DEFAULTS__;
    setClientLoaderForTests(async () => fakeClient(user));
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-in', user });
    expect(globalThis).toHaveProperty('__FIREBASE_DEFAULTS__.config.projectId', 'demo');
  });

  it('is unavailable when the settings cannot be had at all', async () => {
    serveFirebaseConfig(null);
    const loader = vi.fn();
    setClientLoaderForTests(loader);
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'unavailable', reason: 'load-failed' });
    expect(loader).not.toHaveBeenCalled();
  });

  it('is unavailable when Firebase fails to load, and tries again next time', async () => {
    configure();
    const loader = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(fakeClient(null));
    setClientLoaderForTests(loader);
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'unavailable', reason: 'load-failed' });
    await loadAuth();
    expect(getAuthState()).toEqual({ status: 'signed-out' });
  });
});
