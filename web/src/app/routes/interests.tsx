import { InterestsPage } from '@/features/interests/components/interests-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Мої інтереси',
    description:
      'Про кожне з 36 занять скажи, чи подобається тобі таке робити, — і побачиш професії, з якими варто познайомитися ближче. Близько чотирьох хвилин, без реєстрації.',
  }),
};

export function Component() {
  return <InterestsPage />;
}
