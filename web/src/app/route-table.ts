import type { ComponentType } from 'react';
import { matchRoutes, type Params } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NOT_FOUND_META, type RouteHandle } from '@/lib/page-meta';

/** What each `./routes/{id}.tsx` exports. */
interface RouteModule {
  Component: ComponentType;
  handle?: RouteHandle;
}

export interface AppRoute {
  id: string;
  path: string;
  load: () => Promise<RouteModule>;
  /** Meta known without the module (the module's own `handle` wins). */
  handle?: RouteHandle;
}

/**
 * Every route module is a lazy chunk, `./routes/{id}.tsx` (the prerender step preloads it by that
 * id); the layout and the error page are in the entry so they can show while a route loads or
 * after one fails. Each route's meta (`handle`) comes with its module: every page's entry chunk is
 * spared the other pages' descriptions. Declarative routes, not a data router: none of our pages
 * loads data through the router, and its data layer was 13 KB gzip of every page's first load
 * (decision 0034).
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { id: 'home', path: paths.home.pattern, load: () => import('./routes/home') },
  { id: 'quiz', path: paths.quiz.pattern, load: () => import('./routes/quiz') },
  { id: 'interests', path: paths.interests.pattern, load: () => import('./routes/interests') },
  { id: 'record', path: paths.record.pattern, load: () => import('./routes/record') },
  { id: 'search', path: paths.search.pattern, load: () => import('./routes/search') },
  { id: 'class', path: paths.classroom.pattern, load: () => import('./routes/class') },
  { id: 'class-sheet', path: paths.classSheet.pattern, load: () => import('./routes/class-sheet') },
  {
    id: 'class-coordinator',
    path: paths.classCoordinator.pattern,
    load: () => import('./routes/class-coordinator'),
  },
  { id: 'profession', path: paths.profession.pattern, load: () => import('./routes/profession') },
  { id: 'not-found', path: '*', load: () => import('./routes/not-found'), handle: { meta: () => NOT_FOUND_META } },
];

/** The modules here, by route id. */
export const loaded = new Map<string, RouteModule>();
const loading = new Map<string, Promise<RouteModule>>();

/** The route's module, imported once; a failed import is tried afresh next time. */
export function loadRoute(route: AppRoute): Promise<RouteModule> {
  let promise = loading.get(route.id);
  if (!promise) {
    promise = route.load().then(
      (module) => {
        loaded.set(route.id, module);
        return module;
      },
      (error: unknown) => {
        loading.delete(route.id);
        throw error;
      },
    );
    loading.set(route.id, promise);
  }
  return promise;
}

/** The route `pathname` shows, with its parameters. */
function matchRoute(pathname: string): { route: AppRoute; params: Params } | null {
  const [match] = matchRoutes(APP_ROUTES as AppRoute[], pathname) ?? [];
  return match ? { route: match.route, params: match.params } : null;
}

/**
 * Imports the module of the route `pathname` shows, so that the first render (hydrating the
 * prerendered page, or prerendering it) has it and never suspends.
 */
export async function preloadRoute(pathname: string): Promise<AppRoute | null> {
  const match = matchRoute(pathname);
  if (match) await loadRoute(match.route);
  return match?.route ?? null;
}

/** The meta of the page at `pathname`, once its module is here. */
export function routeMeta(pathname: string) {
  const match = matchRoute(pathname);
  if (!match) return null;
  const handle = loaded.get(match.route.id)?.handle ?? match.route.handle;
  return handle ? handle.meta(match.params) : null;
}
