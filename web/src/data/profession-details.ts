import type { ProfessionDetail } from './types';

type DetailModule = { default: ProfessionDetail };

/**
 * Which professions have a detail page, and how to load each one's texts: a chunk per
 * profession, so the list never downloads them. The prerender step writes a page for each
 * built-in profession that `hasDetail` (entry-server.tsx); the server's route table comes from
 * what it wrote.
 */
export const PROFESSION_DETAIL_LOADERS: Readonly<Record<string, () => Promise<DetailModule>>> = {
  'software-engineer': () => import('./details/software-engineer'),
  'data-scientist': () => import('./details/data-scientist'),
  teacher: () => import('./details/teacher'),
};

export function hasDetail(id: string): boolean {
  return Object.hasOwn(PROFESSION_DETAIL_LOADERS, id);
}
