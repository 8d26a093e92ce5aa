import { Button } from '@/components/ui/button';
import { ProfessionsPage } from '@/features/professions/components/professions-page';

export function Component() {
  // The add-profession dialog arrives with sign-in; until then the button does nothing.
  return <ProfessionsPage actions={<Button>Додати професію</Button>} />;
}
