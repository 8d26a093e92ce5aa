import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules the current URL needs and writes them into the route
 * objects, so the first client render matches the prerendered HTML instead of showing a
 * loading state while the chunk arrives.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
