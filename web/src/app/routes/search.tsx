import { ProfessionsPage } from '@/features/professions/components/professions-page';
import { AccountSlot } from '../search/account-slot';
import { AddProfessionButton } from '../search/add-profession-button';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Професії',
    description:
      'Каталог професій: чим займаються фахівці, який на них попит, які потрібні навички й освіта. Знайди ту, що до душі.',
  }),
};

export function Component() {
  // Sign-in, the account bar and the add dialog load lazily; only the button is here.
  return <ProfessionsPage actions={<AddProfessionButton />} account={<AccountSlot />} />;
}
