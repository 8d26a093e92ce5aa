import { SubjectsPage } from '@/features/subjects/components/subjects-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Мої предмети',
    description:
      'Познач шкільні предмети, які тобі подобаються, — і побачиш професії, для яких вони знадобляться, та кластер профілів ліцею, до якого вони тяжіють. Без реєстрації.',
  }),
};

export function Component() {
  return <SubjectsPage />;
}
