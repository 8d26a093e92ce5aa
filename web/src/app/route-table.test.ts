import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { PRERENDER_PAGES } from '../entry-server';
import { APP_ROUTES, prerenderPages, type AppRoute } from './route-table';

/** The route the browser shows at `path`. */
const routeAt = (path: string) => matchRoutes(APP_ROUTES as AppRoute[], path)?.[0]?.route.id;
const load = () => Promise.resolve({ Component: () => null });

describe('the route table, the one list of pages (decision 0041)', () => {
  it('has the build write every route of the router, and nothing the router lacks', () => {
    const written = [...new Set(PRERENDER_PAGES.map((page) => page.route))].sort();
    expect(written).toEqual(APP_ROUTES.map((route) => route.id).sort());
  });

  it('renders each page and each fallback with the route the browser shows there', () => {
    for (const page of PRERENDER_PAGES) expect(routeAt(page.path), page.path).toBe(page.route);
  });

  it('writes each address and each file once, the fallback for everything else last', () => {
    const pages = PRERENDER_PAGES.filter((page) => page.status === 200);
    const fallbacks = PRERENDER_PAGES.filter((page) => page.status === 404);
    expect(new Set(PRERENDER_PAGES.map((page) => page.path)).size).toBe(PRERENDER_PAGES.length);
    expect(new Set(PRERENDER_PAGES.map((page) => page.file)).size).toBe(PRERENDER_PAGES.length);
    expect(PRERENDER_PAGES.slice(pages.length)).toEqual(fallbacks);
    expect(fallbacks.at(-1)?.fallbackFor).toBe('/*');
  });

  it('has a route and a page for every address of config/paths.ts without a parameter', () => {
    const written = PRERENDER_PAGES.map((page) => page.path);
    for (const [name, { pattern }] of Object.entries(paths)) {
      expect(routeAt(pattern.replace(/:\w+/g, 'x')), name).not.toBe('not-found');
      if (!pattern.includes(':')) expect(written, name).toContain(pattern);
    }
  });

  it('lets only /class use the camera', () => {
    expect(PRERENDER_PAGES.filter((page) => page.camera).map((page) => page.path)).toEqual([paths.classroom.href()]);
  });

  it('writes a page per profession with a detail page and one fallback for every other id', () => {
    const written = prerenderPages(APP_ROUTES, { detailIds: ['teacher', 'лікар'] }).filter(
      (page) => page.route === 'profession',
    );
    expect(written).toEqual([
      { route: 'profession', path: '/profession/teacher', file: 'profession/teacher.html', status: 200 },
      {
        route: 'profession',
        path: '/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80',
        file: 'profession/лікар.html',
        status: 200,
      },
      {
        route: 'profession',
        path: '/profession/__unknown__',
        file: 'profession-not-found.html',
        status: 404,
        fallbackFor: '/profession/:id',
      },
    ]);
  });

  it('refuses a route with a parameter that would be no page on the server', () => {
    const route: AppRoute = { id: 'lesson', path: '/lesson/:id', load };
    expect(() => prerenderPages([route], { detailIds: [] })).toThrow('route lesson: /lesson/:id has a parameter');
  });
});
