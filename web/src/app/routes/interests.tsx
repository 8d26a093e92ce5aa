import { InterestsPage } from '@/features/interests/components/interests-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Мої інтереси',
    description:
      '36 занять: про кожне скажи, чи подобається тобі таке робити, — і професії, з якими варто познайомитися ближче. Близько чотирьох хвилин, без реєстрації.',
  }),
};

export function Component() {
  return <InterestsPage />;
}
