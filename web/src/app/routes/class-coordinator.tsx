import { CoordinatorPage } from '@/features/coordinator/components/coordinator-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Звіт координатора',
    description:
      'Для координатора громади (наприклад, у відділі освіти): з посилань кар’єрних радників із підсумками уроків складається звіт громади. У посиланнях лише числа (і назва школи чи класу, якщо радник її вписав), без кодів учнів; кожне число від 1 до 4 учнів звіт показує як «менше 5».',
  }),
};

export function Component() {
  return <CoordinatorPage />;
}
