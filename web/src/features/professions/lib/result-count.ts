import { uk } from '@/lib/typeset';

const plural = new Intl.PluralRules('uk');

/** Ukrainian has these four plural categories only (no `zero`, no `two`). */
const PROFESSION_FORMS: Partial<Record<Intl.LDMLPluralRule, string>> = {
  one: 'професію',
  few: 'професії',
  many: 'професій',
  other: 'професії',
};

/** What the search announces to screen readers: «Знайдено 3 професії». */
export function resultCountText(count: number): string {
  if (count === 0) return 'Не знайдено жодної професії';
  return uk`Знайдено ${count} ${PROFESSION_FORMS[plural.select(count)]!}`;
}
