import { RecordPage } from '@/features/record/components/record-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Моя стежка',
    description:
      'Результат тесту, інтереси, збережені професії й пройдені кроки на одній сторінці: надрукуй аркуш для батьків або перенеси все посиланням на інший пристрій. Без реєстрації.',
  }),
};

export function Component() {
  return <RecordPage />;
}
