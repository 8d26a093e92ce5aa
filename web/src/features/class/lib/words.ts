const plural = new Intl.PluralRules('uk');

/** «1 учень», «3 учні», «5 учнів», «21 учень» (Ukrainian has one, few, many; `other` for fractions). */
export function studentsWord(count: number): string {
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: 'учень',
    few: 'учні',
    many: 'учнів',
    other: 'учня',
  };
  return `${count}\u00A0${forms[plural.select(count)]}`;
}

/** A class's date as the adviser would write it: «25 листопада 2026». */
export const classDate = (time: number): string =>
  new Date(time).toLocaleDateString('uk-UA', { day: 'numeric', month: 'long', year: 'numeric' });

/** A class's name on the page: its label, or its date when it has none. */
export const className = (label: string, created: number): string => label || `Клас від ${classDate(created)}`;
