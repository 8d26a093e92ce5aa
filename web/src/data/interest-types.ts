/**
 * Holland's six types as the result page and /class name them (docs/decisions/0033): apart from
 * the statements (data/interests.ts), which the first statement needs and the result's texts don't.
 */
import type { Riasec } from './riasec';

export interface InterestType {
  /** The type's name on the site, an adjective with «тип». */
  name: string;
  /** Two plain sentences of what people of this type like doing (our words, interests-facts.md §3). */
  about: string;
}

/** Holland's six types, our names and texts, by O*NET's letters. */
export const INTEREST_TYPES: Readonly<Record<Riasec, InterestType>> = {
  R: {
    name: 'Практичний',
    about:
      'Люди цього типу люблять працювати руками: майструвати, лагодити, доглядати рослини й тварин. Їм до душі техніка, інструменти й робота надворі, де результат видно одразу.',
  },
  I: {
    name: 'Дослідницький',
    about:
      'Люди цього типу люблять з’ясовувати, як усе влаштовано: спостерігати, вимірювати, перевіряти здогадки. Їх захоплюють задачі, досліди й питання про природу, здоров’я та поведінку людей.',
  },
  A: {
    name: 'Творчий',
    about:
      'Люди цього типу люблять створювати щось своє: малювати, писати, грати музику, знімати відео. Їм важливо творити вільно й показувати світ таким, яким вони його бачать.',
  },
  S: {
    name: 'Соціальний',
    about:
      'Люди цього типу люблять бути поруч з іншими: пояснювати, допомагати, підтримувати, доглядати хворих і малих. Їм важливо, щоб після їхньої роботи комусь стало краще.',
  },
  E: {
    name: 'Підприємливий',
    about:
      'Люди цього типу люблять вести за собою: починати справи, домовлятися, переконувати й відповідати за результат. Їм цікаві бізнес, продажі, право й громадське життя.',
  },
  C: {
    name: 'Систематичний',
    about:
      'Люди цього типу люблять порядок: сортувати дані, вести облік, перевіряти, чи все точно. Їм до душі чіткі правила, таблиці й документи без жодної помилки.',
  },
};
