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

export function documentTitle(meta: PageMeta): string {
  return meta.title === SITE_NAME ? meta.title : `${meta.title} — ${SITE_NAME}`;
}
