const plural = new Intl.PluralRules('uk');

const PROFESSION_FORMS: Record<Intl.LDMLPluralRule, string> = {
  zero: 'професій',
  one: 'професію',
  two: 'професії',
  few: 'професії',
  many: 'професій',
  other: 'професії',
};

/** What the search announces to screen readers: «Знайдено 3 професії». */
export function resultCountText(count: number): string {
  if (count === 0) return 'Не знайдено жодної професії';
  return `Знайдено ${count} ${PROFESSION_FORMS[plural.select(count)]}`;
}
