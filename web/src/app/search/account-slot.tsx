import { lazy, Suspense } from 'react';
import { authStore, signedInBefore } from '@/features/auth/auth-state';
import { useStore } from '@/lib/store';
import { useHydrated } from '@/lib/use-hydrated';

const AccountBar = lazy(() =>
  import('@/features/auth/components/account-bar').then((m) => ({ default: m.AccountBar })),
);

/**
 * Where the signed-in visitor's account bar goes on /search. Its code (and Firebase, which it
 * restores the session with) loads only for a visitor who signed in on this device before, or
 * once someone signs in through the add dialog.
 */
export function AccountSlot() {
  const signedIn = useStore(authStore, { status: 'unknown' }).status === 'signed-in';
  const hydrated = useHydrated();
  if (!signedIn && !(hydrated && signedInBefore())) return null;
  return (
    <Suspense fallback={null}>
      <AccountBar />
    </Suspense>
  );
}
