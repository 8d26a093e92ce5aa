import { ProfessionsPage } from '@/features/professions/components/professions-page';
import { AccountSlot } from '../search/account-slot';
import { AddProfessionButton } from '../search/add-profession-button';

export function Component() {
  // Sign-in, the account bar and the add dialog load lazily; only the button is here.
  return <ProfessionsPage actions={<AddProfessionButton />} account={<AccountSlot />} />;
}
