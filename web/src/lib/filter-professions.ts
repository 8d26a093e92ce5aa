import type { Profession } from '@/data/types';

/** Ukrainian is typed with any of these apostrophes; search treats them as one character. */
const APOSTROPHES = /['’ʼ]/g;

/** Lower-case, one kind of apostrophe, single spaces, no spaces at the ends. */
export function normalizeSearchText(text: string): string {
  return text.toLocaleLowerCase('uk').replace(APOSTROPHES, "'").replace(/\s+/g, ' ').trim();
}

/**
 * docs/product.md#search: case-insensitive substring match on the title, the Ukrainian
 * name, the description or the category. An empty query keeps every profession, in order.
 */
export function filterProfessions<T extends Profession>(professions: readonly T[], query: string): readonly T[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return professions;
  return professions.filter((p) =>
    [p.title, p.nameUk, p.description, p.category].some((field) => normalizeSearchText(field).includes(needle)),
  );
}
