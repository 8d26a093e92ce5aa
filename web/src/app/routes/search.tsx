import { AccountBar } from '@/features/auth/components/account-bar';
import { ProfessionsPage } from '@/features/professions/components/professions-page';
import { AddProfessionButton } from '../search/add-profession-button';

export function Component() {
  // Sign-in and the add dialog load lazily; only the button and the account bar are here.
  return <ProfessionsPage actions={<AddProfessionButton />} account={<AccountBar />} />;
}
