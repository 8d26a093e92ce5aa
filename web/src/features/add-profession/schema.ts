import * as z from 'zod/mini';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Category, Growth } from '@/data/types';
import { slugify } from '@/lib/slug';
import { uk } from '@/lib/typeset';

/** The values the form offers, in the order the built-in professions first use them. */
export const CATEGORY_OPTIONS: readonly Category[] = [...new Set(BUILT_IN_PROFESSIONS.map((p) => p.category))];
export const GROWTH_OPTIONS: readonly Growth[] = [...new Set(BUILT_IN_PROFESSIONS.map((p) => p.growth))];

export const LIMITS = { title: 80, description: 500, image: 2048 } as const;

/** Every message the form can show. The four 'required' ones are the spec's, character for character. */
export const MESSAGES = {
  titleRequired: 'Назва обов’язкова',
  descriptionRequired: 'Опис обов’язковий',
  categoryRequired: 'Категорія обов’язкова',
  growthRequired: 'Прогноз розвитку обов’язковий',
  titleTaken: 'Професія з такою назвою вже існує',
  titleNoLetters: 'Назва має містити хоча б одну літеру або цифру',
  titleTooLong: uk`Назва має бути не довшою за ${LIMITS.title} символів`,
  descriptionTooLong: uk`Опис має бути не довшим за ${LIMITS.description} символів`,
  imageTooLong: uk`Посилання має бути не довшим за ${LIMITS.image} символів`,
  categoryUnknown: 'Обери категорію зі списку',
  growthUnknown: 'Обери прогноз розвитку зі списку',
} as const;

export interface ProfessionFormValues {
  title: string;
  description: string;
  category: string;
  growth: string;
  image: string;
}

export const EMPTY_FORM: ProfessionFormValues = { title: '', description: '', category: '', growth: '', image: '' };

const isOneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string): value is T =>
    (options as readonly string[]).includes(value);
export const isCategory = isOneOf(CATEGORY_OPTIONS);
export const isGrowth = isOneOf(GROWTH_OPTIONS);

/** A required text field: trimmed first, so only spaces count as empty. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.maxLength(max, tooLong));

/**
 * The add-profession form's schema. `isTaken(id)` says whether a profession with that id
 * already exists: a title whose id (docs/product.md#data) is taken is refused (docs/product.md#add-form).
 */
export function createProfessionSchema(isTaken: (id: string) => boolean) {
  return z.object({
    title: requiredText(MESSAGES.titleRequired, LIMITS.title, MESSAGES.titleTooLong).check(
      z.refine((title) => title === '' || /[\p{L}\p{N}]/u.test(title), MESSAGES.titleNoLetters),
      z.refine((title) => title === '' || !isTaken(slugify(title)), MESSAGES.titleTaken),
    ),
    description: requiredText(MESSAGES.descriptionRequired, LIMITS.description, MESSAGES.descriptionTooLong),
    category: z.string().check(
      z.minLength(1, MESSAGES.categoryRequired),
      z.refine((v) => v === '' || isCategory(v), MESSAGES.categoryUnknown),
    ),
    growth: z.string().check(
      z.minLength(1, MESSAGES.growthRequired),
      z.refine((v) => v === '' || isGrowth(v), MESSAGES.growthUnknown),
    ),
    // The spec: optional, no format check. Unsafe addresses never reach an <img> (FallbackImage).
    image: z.string().check(z.trim(), z.maxLength(LIMITS.image, MESSAGES.imageTooLong)),
  });
}
