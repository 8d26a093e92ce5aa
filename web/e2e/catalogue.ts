import { PROFESSION_DETAIL_LOADERS } from '../src/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '../src/data/professions';
import type { Profession, ProfessionDetail } from '../src/data/types';

/**
 * The catalogue as the tests see it, read from src/data: a profession added there (with a
 * detail page or without) is tested without a test being edited.
 */
export const DETAILS: Readonly<Record<string, ProfessionDetail>> = Object.fromEntries(
  await Promise.all(
    Object.entries(PROFESSION_DETAIL_LOADERS).map(async ([id, load]) => [id, (await load()).default] as const),
  ),
);

export const WITH_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => p.id in DETAILS);
export const WITHOUT_DETAIL: readonly Profession[] = BUILT_IN_PROFESSIONS.filter((p) => !(p.id in DETAILS));

export { BUILT_IN_PROFESSIONS };
