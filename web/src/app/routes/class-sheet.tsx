import { PaperSheet } from '@/features/class/components/paper-sheet';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Бланк тесту на профорієнтацію',
    description:
      'Паперовий бланк тесту Стежки для учнів без телефона: п’ять запитань, а літери відповідей учитель уводить на сторінці уроку.',
  }),
};

export function Component() {
  return <PaperSheet />;
}
