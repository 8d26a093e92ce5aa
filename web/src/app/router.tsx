import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NOT_FOUND_META, type RouteHandle } from '@/lib/page-meta';
import { ErrorPage } from './error-page';
import { RootLayout } from './root-layout';

const handle = (meta: RouteHandle['meta']): RouteHandle => ({ meta });

/**
 * Every route module is a lazy chunk, `./routes/{id}.tsx` (the prerender step preloads it by
 * that name); the layout and the error page are in the entry so they can show while a route
 * loads or after one fails. Each route's meta (`handle`) comes with its module: every page's
 * entry chunk is spared the other pages' descriptions, and the profession route's needs the
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
          },
          {
            path: paths.quiz.pattern,
            id: 'quiz',
            lazy: () => import('./routes/quiz'),
          },
          {
            path: paths.interests.pattern,
            id: 'interests',
            lazy: () => import('./routes/interests'),
          },
          {
            path: paths.search.pattern,
            id: 'search',
            lazy: () => import('./routes/search'),
          },
          {
            path: paths.classroom.pattern,
            id: 'class',
            lazy: () => import('./routes/class'),
          },
          {
            path: paths.classSheet.pattern,
            id: 'class-sheet',
            lazy: () => import('./routes/class-sheet'),
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
