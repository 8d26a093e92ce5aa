import loaders from 'virtual:content/details';
import type { ProfessionDetail } from './types';

type DetailModule = { default: ProfessionDetail };

/**
 * Which professions have a detail page (a `detail` in their file in web/content), and how to
 * load each one's texts: a chunk per profession, so the list never downloads them. The prerender
 * step writes a page for each built-in profession that `hasDetail` (entry-server.tsx); the
 * server's route table comes from what it wrote.
 */
export const PROFESSION_DETAIL_LOADERS: Readonly<Record<string, () => Promise<DetailModule>>> = loaders;

export function hasDetail(id: string): boolean {
  return Object.hasOwn(PROFESSION_DETAIL_LOADERS, id);
}
