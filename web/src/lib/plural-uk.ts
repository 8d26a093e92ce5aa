const rules = new Intl.PluralRules('uk');

/** A Ukrainian noun's forms after a number: Ukrainian has these four categories only (no `zero`, no `two`). */
export interface UkForms {
  /** 1, 21, 31…: «1 учень» */
  one: string;
  /** 2–4, 22–24…: «3 учні» */
  few: string;
  /** 0, 5–20, 25…: «5 учнів» */
  many: string;
  /** fractions: «1,5 учня» */
  other: string;
}

/** The form of a noun that goes after `count`. */
export function pluralUk(count: number, forms: UkForms): string {
  return forms[rules.select(count) as keyof UkForms] ?? forms.other;
}
