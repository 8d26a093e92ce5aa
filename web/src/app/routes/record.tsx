import { RecordPage } from '@/features/record/components/record-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Моя стежка',
    description:
      'Результат тесту, інтереси, збережені професії й позначені кроки на одній сторінці: надрукуй для батьків або перенеси посиланням на інший пристрій. Без реєстрації.',
  }),
};

export function Component() {
  return <RecordPage />;
}
