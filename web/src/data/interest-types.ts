/**
 * Holland's six types as the result page and /class name them (docs/decisions/0033): apart from
 * the statements (data/interests.ts), which the first statement needs and the result's texts don't.
 */
import type { Riasec } from './riasec';

export interface InterestType {
  /** The type's name on the site, an adjective with «тип». */
  name: string;
  /** Two plain sentences of what people of this type like doing (our words; the team's fact base, outside this repository: interests-facts.md §3). */
  about: string;
  /**
   * The first clause of `about`, said of one person, to follow the type's name where there is no room
   * for the whole (the printed «Моя стежка»): «практичний (любить працювати руками)».
   */
  gist: string;
}

/** Holland's six types, our names and texts, by O*NET's letters. */
export const INTEREST_TYPES: Readonly<Record<Riasec, InterestType>> = {
  R: {
    name: 'Практичний',
    about:
      'Люди цього типу люблять працювати руками: майструвати, лагодити, доглядати рослини й тварин. Їм до душі техніка, інструменти, робота надворі й справи, результат яких видно одразу.',
    gist: 'любить працювати руками',
  },
  I: {
    name: 'Дослідницький',
    about:
      'Люди цього типу люблять з’ясовувати, як усе влаштовано: спостерігати, вимірювати, перевіряти здогадки. Їх захоплюють задачі, досліди й питання про природу, про здоров’я людей і їхню поведінку.',
    gist: 'любить з’ясовувати, як усе влаштовано',
  },
  A: {
    name: 'Творчий',
    about:
      'Люди цього типу люблять створювати щось своє: малювати, писати, грати на музичних інструментах, знімати відео. Їм важливо творити вільно й показувати світ таким, яким вони його бачать.',
    gist: 'любить створювати щось своє',
  },
  S: {
    name: 'Соціальний',
    about:
      'Люди цього типу люблять працювати з людьми й для людей: пояснювати, допомагати, підтримувати, доглядати хворих і малих. Їм важливо, щоб завдяки їхній роботі комусь ставало краще.',
    gist: 'любить працювати з людьми й для людей',
  },
  E: {
    name: 'Підприємливий',
    about:
      'Люди цього типу люблять вести за собою: братися за нові справи, домовлятися, переконувати й відповідати за результат. Їм цікаві бізнес, торгівля, право й громадське життя.',
    gist: 'любить вести за собою',
  },
  C: {
    name: 'Систематичний',
    about:
      'Люди цього типу люблять порядок: сортувати дані, вести облік, перевіряти, чи все точно. Їм до душі чіткі правила, таблиці й документи без жодної помилки.',
    gist: 'любить порядок',
  },
};
