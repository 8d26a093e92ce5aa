import { INTEREST_TYPES } from '@/data/interest-types';
import type { Riasec } from '@/data/riasec';

/**
 * Types named in a sentence, lower case, the last joined by «і»: «творчий», «творчий і соціальний»,
 * «практичний, дослідницький і творчий». `after` adds to each name (its gist on the printed sheet).
 */
export function typeList(types: readonly Riasec[], after: (type: Riasec) => string = () => ''): string {
  const names = types.map((t) => `${INTEREST_TYPES[t].name.toLowerCase()}${after(t)}`);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} і\u00A0${names.at(-1)}` : (names[0] ?? '');
}

/** «творчий тип», «творчий і соціальний типи». */
export const typesPhrase = (types: readonly Riasec[]): string =>
  `${typeList(types)} ${types.length > 1 ? 'типи' : 'тип'}`;
