import { DEFAULT_PROFESSION_IMAGE } from '@/data/professions';
import type { Profession } from '@/data/types';
import { slugify } from '@/lib/slug';
import { isCategory, isGrowth, type ProfessionFormValues } from './schema';

/** The profession a valid (already trimmed) form describes. */
export function toProfession(values: ProfessionFormValues): Profession {
  const { title, description, category, growth, image } = values;
  if (!isCategory(category) || !isGrowth(growth)) throw new Error('toProfession needs validated values');
  return {
    id: slugify(title),
    title,
    // An added profession has only the one name the visitor typed.
    nameUk: title,
    description,
    category,
    growth,
    image: image || DEFAULT_PROFESSION_IMAGE,
  };
}
