/**
 * Holland's six types as the result page, /class and «Моя стежка» name them (docs/decisions/0033):
 * apart from the statements (data/interests.ts), which the first statement needs and the result's
 * texts don't, and from the result's longer texts (interest-type-texts.ts), which only it shows.
 */
import type { Riasec } from './riasec';

export interface InterestType {
  /** The type's name on the site, an adjective with «тип». */
  name: string;
  /**
   * The first clause of its text (interest-type-texts.ts), said of one person, to follow the type's name where there is no room
   * for the whole (the printed «Моя стежка»): «практичний (любить працювати руками)».
   */
  gist: string;
}

/** Holland's six types, our names and texts, by O*NET's letters. */
export const INTEREST_TYPES: Readonly<Record<Riasec, InterestType>> = {
  R: {
    name: 'Практичний',
    gist: 'любить працювати руками',
  },
  I: {
    name: 'Дослідницький',
    gist: 'любить з’ясовувати, як усе влаштовано',
  },
  A: {
    name: 'Творчий',
    gist: 'любить створювати щось своє',
  },
  S: {
    name: 'Соціальний',
    gist: 'любить працювати з людьми й для людей',
  },
  E: {
    name: 'Підприємливий',
    gist: 'любить вести за собою',
  },
  C: {
    name: 'Систематичний',
    gist: 'любить порядок',
  },
};
