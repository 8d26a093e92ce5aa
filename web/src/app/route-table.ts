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
  /**
   * The addresses the build writes a page for (200), from the content; without it, a path with
   * no parameter is one page at that path, and a path with one is no page.
   */
  pages?: (content: SiteContent) => readonly string[];
  /**
   * The file the build writes for every other address the path matches, answered with 404 (the
   * server and the service worker pick it by the path as pattern: first match wins).
   */
  fallback?: string;
  /** The server lets this route's pages use the camera (Permissions-Policy); no other page may. */
  camera?: true;
}

/** What the content decides about the pages. */
export interface SiteContent {
  /** The professions with a detail page, in the catalogue's order. */
  detailIds: readonly string[];
}

/**
 * Every route module is a lazy chunk, `./routes/{id}.tsx` (the prerender step preloads it by that
 * id); the layout and the error page are in the entry so they can show while a route loads or
 * after one fails. Each route's meta (`handle`) comes with its module: every page's entry chunk is
 * spared the other pages' descriptions. Declarative routes, not a data router: none of our pages
 * loads data through the router, and its data layer was 13 KB gzip of every page's first load
 * (decision 0034).
 *
 * The one list of pages (decision 0041): the build prerenders what `prerenderPages` makes of it,
 * the server answers and lists in its sitemap exactly what the build wrote (`_pages/routes.json`),
 * and the browser test of the server's routes reads it too. A route is never only the browser's.
 */
export const APP_ROUTES: readonly AppRoute[] = [
  { id: 'home', path: paths.home.pattern, load: () => import('./routes/home') },
  { id: 'quiz', path: paths.quiz.pattern, load: () => import('./routes/quiz') },
  { id: 'interests', path: paths.interests.pattern, load: () => import('./routes/interests') },
  { id: 'subjects', path: paths.subjects.pattern, load: () => import('./routes/subjects') },
  { id: 'record', path: paths.record.pattern, load: () => import('./routes/record') },
  { id: 'search', path: paths.search.pattern, load: () => import('./routes/search') },
  // The adviser's page scans QR codes.
  { id: 'class', path: paths.classroom.pattern, load: () => import('./routes/class'), camera: true },
  { id: 'class-sheet', path: paths.classSheet.pattern, load: () => import('./routes/class-sheet') },
  {
    id: 'class-coordinator',
    path: paths.classCoordinator.pattern,
    load: () => import('./routes/class-coordinator'),
  },
  {
    id: 'profession',
    path: paths.profession.pattern,
    load: () => import('./routes/profession'),
    pages: ({ detailIds }) => detailIds.map(paths.profession.href),
    // Any other id: the profession-not-found screen.
    fallback: 'profession-not-found.html',
  },
  {
    id: 'not-found',
    path: '*',
    load: () => import('./routes/not-found'),
    handle: { meta: () => NOT_FOUND_META },
    fallback: '404.html',
  },
];

/** A page or a fallback the build writes (`PRERENDER_PAGES`), and the status the server answers it with. */
export interface PrerenderPage {
  /** The route that renders it. */
  route: string;
  /** The address rendered: the page's own, or (a fallback) one no page has. */
  path: string;
  /** Under `_pages/`. */
  file: string;
  status: 200 | 404;
  /** A fallback: the pattern of the addresses it answers, `:id` one path segment, `*` the rest. */
  fallbackFor?: string;
  camera?: true;
}

const HAS_PARAMETER = /[:*]/;

/** `/class/sheet` → `class/sheet.html`; `/` → `index.html`. A Cyrillic id is a Cyrillic file name. */
const fileOf = (path: string) => (path === '/' ? 'index.html' : `${decodeURIComponent(path.slice(1))}.html`);

/**
 * Every page of `routes`, in their order, then their fallbacks (first match wins, so the more
 * specific come first and `/*` last). A route with a parameter and neither `pages` nor a
 * `fallback` would work in the browser and be a 404 on the server: it stops the build.
 */
export function prerenderPages(routes: readonly AppRoute[], content: SiteContent): PrerenderPage[] {
  const pages: PrerenderPage[] = [];
  const fallbacks: PrerenderPage[] = [];
  for (const route of routes) {
    const pattern = route.path.startsWith('/') ? route.path : `/${route.path}`;
    const fixed = !HAS_PARAMETER.test(pattern);
    if (!fixed && !route.pages && !route.fallback) {
      throw new Error(`route ${route.id}: ${pattern} has a parameter; give it pages or a fallback`);
    }
    const paths = route.pages ? route.pages(content) : fixed ? [pattern] : [];
    for (const path of paths) {
      pages.push({ route: route.id, path, file: fileOf(path), status: 200, ...(route.camera && { camera: true }) });
    }
    if (route.fallback) {
      // Rendered at an address the pattern matches and no page has.
      const path = pattern.replace(/:\w+/g, '__unknown__').replace('*', '__not_found__');
      fallbacks.push({ route: route.id, path, file: route.fallback, status: 404, fallbackFor: pattern });
    }
  }
  return [...pages, ...fallbacks];
}

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
