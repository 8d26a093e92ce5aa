import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setClientLoaderForTests, SIGNED_IN_BEFORE_KEY } from './auth-store';
import { useRestoreSession } from './use-auth';
import { serveFirebaseConfig } from '@/test/firebase-config';

describe('useRestoreSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
    serveFirebaseConfig();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('does not load Firebase for a visitor who never signed in on this device', async () => {
    const loader = vi.fn();
    setClientLoaderForTests(loader);
    renderHook(() => useRestoreSession());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loader).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads Firebase once the page is idle for a visitor who signed in before', async () => {
    localStorage.setItem(SIGNED_IN_BEFORE_KEY, '1');
    const loader = vi.fn(() => new Promise<never>(() => {}));
    setClientLoaderForTests(loader);
    renderHook(() => useRestoreSession());
    await vi.advanceTimersByTimeAsync(10_000);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
