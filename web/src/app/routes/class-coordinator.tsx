import { CoordinatorPage } from '@/features/coordinator/components/coordinator-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Звіт координатора',
    description:
      'Для координатора громади: посилання кар’єрних радників із підсумками уроків складаються у звіт громади. Лише числа, без кодів учнів; число менше 5 учнів не показується.',
  }),
};

export function Component() {
  return <CoordinatorPage />;
}
