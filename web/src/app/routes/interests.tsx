import { InterestsPage } from '@/features/interests/components/interests-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Мої інтереси',
    description:
      '36 коротких тверджень про те, що тобі подобається робити, — і професії, які пасують до твоїх інтересів. Близько чотирьох хвилин, без реєстрації.',
  }),
};

export function Component() {
  return <InterestsPage />;
}
