import type { Params } from 'react-router-dom';

export const SITE_NAME = 'Стежка';

export const NOT_FOUND_META: PageMeta = {
  title: 'Сторінку не знайдено',
  description: 'Такої сторінки на Стежці немає. Повернися на головну, пройди тест або переглянь професії.',
};

export interface PageMeta {
  title: string;
  description: string;
}

/** Each route's `handle.meta` gives its `<title>` and description, for the prerendered head and for client navigation. */
export interface RouteHandle {
  meta: (params: Params) => PageMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';
}

interface MatchLike {
  params: Params;
  handle?: unknown;
  route?: { handle?: unknown };
}

/** The deepest matched route with meta wins. */
export function metaForMatches(matches: readonly MatchLike[]): PageMeta | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i]!;
    const handle = match.handle ?? match.route?.handle;
    if (isRouteHandle(handle)) return handle.meta(match.params);
  }
  return null;
}

export function documentTitle(meta: PageMeta): string {
  return meta.title === SITE_NAME ? meta.title : `${meta.title} — ${SITE_NAME}`;
}
