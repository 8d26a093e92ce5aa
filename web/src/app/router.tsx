import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NOT_FOUND_META, SITE_NAME, type RouteHandle } from '@/lib/page-meta';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/**
 * Every route module is a lazy chunk, `./routes/{id}.tsx` (the prerender step preloads it by
 * that name); the layout and the error page are in the entry so they can show while a route
 * loads or after one fails. The profession route's meta comes with its module: it needs the
 * professions, which the home page and the quiz don't.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    children: [
      {
        ErrorBoundary: ErrorPage,
        children: [
          {
            index: true,
            id: 'home',
            lazy: () => import('./routes/home'),
            handle: handle(() => ({
              title: SITE_NAME,
              description:
                'Стежка допомагає школярам обрати професію: короткий тест, каталог професій і покрокові карти від школи до першої роботи.',
            })),
          },
          {
            path: paths.quiz.pattern,
            id: 'quiz',
            lazy: () => import('./routes/quiz'),
            handle: handle(() => ({
              title: 'Тест на профорієнтацію',
              description: 'П’ять запитань про твої інтереси й цінності — і три професії, які тобі можуть пасувати.',
            })),
          },
          {
            path: paths.search.pattern,
            id: 'search',
            lazy: () => import('./routes/search'),
            handle: handle(() => ({
              title: 'Професії',
              description:
                'Каталог професій: чим займаються фахівці, який на них попит, які потрібні навички й освіта. Знайди ту, що до душі.',
            })),
          },
          {
            path: paths.profession.pattern,
            id: 'profession',
            lazy: () => import('./routes/profession'),
          },
          {
            path: '*',
            id: 'not-found',
            lazy: () => import('./routes/not-found'),
            handle: handle(() => NOT_FOUND_META),
          },
        ],
      },
    ],
  },
];
