import { lazy, Suspense } from 'react';
import { useAccountWanted } from '@/features/auth/auth-hint';
import { ProfessionsPage } from '@/features/professions/components/professions-page';
import { AddProfessionButton } from '../search/add-profession-button';

/** The account bar and the sign-in state (and, through them, Firebase) are a lazy chunk. */
const AccountBar = lazy(() =>
  import('@/features/auth/components/account-bar').then((module) => ({ default: module.AccountBar })),
);

/**
 * Only for a visitor who signed in before on this device, or once the add dialog is on its way:
 * anyone else never downloads sign-in code. (Nothing here while hydrating, as on the server.)
 */
function Account() {
  if (!useAccountWanted()) return null;
  return (
    <Suspense fallback={null}>
      <AccountBar />
    </Suspense>
  );
}

export function Component() {
  // Sign-in and the add dialog load lazily; only the button is in the first load.
  return <ProfessionsPage actions={<AddProfessionButton />} account={<Account />} />;
}
