import type { ProfessionDetail } from './types';

type DetailModule = { default: ProfessionDetail };

/**
 * Which professions have a detail page, and how to load each one's texts: a chunk per
 * profession, so the list never downloads them. The prerender step and the server's
 * route table read the keys of this map.
 */
export const PROFESSION_DETAIL_LOADERS: Readonly<Record<string, () => Promise<DetailModule>>> = {
  'software-engineer': () => import('./details/software-engineer'),
  'data-scientist': () => import('./details/data-scientist'),
  teacher: () => import('./details/teacher'),
};

export function hasDetail(id: string): boolean {
  return Object.hasOwn(PROFESSION_DETAIL_LOADERS, id);
}
