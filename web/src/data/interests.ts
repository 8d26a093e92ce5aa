/**
 * «Мої інтереси» (docs/decisions/0033): the statements, the answer scale, the six types' texts and
 * the numbers of the rules, in one place. The statements are our own, written for 13–17-year-olds
 * in Ukraine: never a translation or paraphrase of the O*NET Interest Profiler's items or the
 * RIASEC Markers, whose licences allow that only after a validation study (the team's fact base,
 * outside this repository: interests-facts.md §1.3–1.5). Each type's six span what the type covers
 * (§3).
 *
 * The statements come in versioned sets (docs/decisions/0039). A set may reword a statement but
 * never moves one or changes its type: each place keeps its type, so a type's score means the same
 * in every set, and the share code, the teacher's code and «Моя стежка»'s link, which carry scores
 * only, read the same in every set. A reworded statement says since which set (`since`), and an
 * answer given under an earlier set is never counted for it (lib/interests/answers-format.ts).
 * Changing a type, or adding or removing a statement, needs a new share code version
 * (lib/interests/interest-code.ts).
 */
import type { Riasec } from './riasec';

export interface InterestStatement {
  /** Stable id, the type's letter and a number: `R1`. */
  id: string;
  type: Riasec;
  /** An activity in the infinitive (no gendered forms), about eight words at most. */
  text: string;
  /** The set whose wording this is, when later than the first: answers to earlier sets don't count for it. */
  since?: number;
}

/** The statement set now asked (docs/decisions/0039). */
export const INTEREST_SET_VERSION = 2;

/** In the order shown: mixed, so that no two statements of one type come together. */
export const INTEREST_STATEMENTS: readonly InterestStatement[] = [
  { id: 'R1', type: 'R', text: 'Лагодити велосипеди' },
  { id: 'I1', type: 'I', text: 'Розв’язувати складні задачі з математики' },
  { id: 'A1', type: 'A', text: 'Малювати афішу до шкільного концерту' },
  { id: 'S1', type: 'S', text: 'Пояснювати новий матеріал тому, хто пропустив урок' },
  { id: 'E1', type: 'E', text: 'Очолювати команду шкільного проєкту' },
  { id: 'C1', type: 'C', text: 'Вести облік витрат класу на екскурсію' },

  { id: 'S2', type: 'S', text: 'Допомагати літнім сусідам купувати продукти' },
  { id: 'E2', type: 'E', text: 'Продавати випічку на шкільному ярмарку' },
  { id: 'C2', type: 'C', text: 'Розставляти книжки в бібліотеці за алфавітом' },
  { id: 'R2', type: 'R', text: 'Збирати меблі з деталей', since: 2 },
  { id: 'A2', type: 'A', text: 'Складати мелодії до пісень' },
  { id: 'I2', type: 'I', text: 'Роздивлятися клітини під мікроскопом' },

  { id: 'E3', type: 'E', text: 'Переконувати адміністрацію школи змінити правило' },
  { id: 'R3', type: 'R', text: 'Майструвати шпаківню з дерева' },
  { id: 'I3', type: 'I', text: 'Ставити досліди, щоб перевірити свою здогадку', since: 2 },
  { id: 'C3', type: 'C', text: 'Шукати помилки в довгій таблиці даних' },
  { id: 'S3', type: 'S', text: 'Проводити ігри для молодших дітей' },
  { id: 'A3', type: 'A', text: 'Писати оповідання' },

  { id: 'C4', type: 'C', text: 'Складати графік чергування для класу' },
  { id: 'A4', type: 'A', text: 'Знімати короткі відео', since: 2 },
  { id: 'S4', type: 'S', text: 'Підбадьорювати друзів перед контрольною', since: 2 },
  { id: 'I4', type: 'I', text: 'З’ясовувати, чому люди вірять чуткам' },
  { id: 'R4', type: 'R', text: 'Вирощувати рослини — на грядці чи на підвіконні', since: 2 },
  { id: 'E4', type: 'E', text: 'Придумувати, як заробити на власній ідеї', since: 2 },

  { id: 'I5', type: 'I', text: 'Шукати пояснення явищам природи', since: 2 },
  { id: 'S5', type: 'S', text: 'Допомагати однокласникам помиритися', since: 2 },
  { id: 'R5', type: 'R', text: 'Працювати з інструментами: молотком, викруткою, дрилем', since: 2 },
  { id: 'E5', type: 'E', text: 'Балотуватися до учнівської ради' },
  { id: 'C5', type: 'C', text: 'Заповнювати анкети й бланки за зразком' },
  { id: 'A5', type: 'A', text: 'Грати роль у шкільній виставі' },

  { id: 'E6', type: 'E', text: 'Домовлятися з кав’ярнею про знижку для класу' },
  { id: 'A6', type: 'A', text: 'Придумувати, як оформити клас до свята', since: 2 },
  { id: 'C6', type: 'C', text: 'Розкладати фото й файли по папках' },
  { id: 'S6', type: 'S', text: 'Допомагати новеньким у класі освоїтися', since: 2 },
  { id: 'I6', type: 'I', text: 'З’ясовувати, як організм бореться з хворобою', since: 2 },
  { id: 'R6', type: 'R', text: 'Ставити намет у поході' },
];

/** The five answers, one scale throughout; an answer's value is its place, 0–4. */
export const INTEREST_SCALE = [
  'Зовсім не подобається',
  'Радше не подобається',
  'Не знаю',
  'Радше подобається',
  'Дуже подобається',
] as const;

/** An answer: the place of its choice on the scale. */
export type InterestAnswer = 0 | 1 | 2 | 3 | 4;

/** The highest a type can score: six statements, 4 each. */
export const TYPE_MAX_SCORE = (INTEREST_SCALE.length - 1) * (INTEREST_STATEMENTS.length / 6);

/**
 * Two scores this close (points of 0–24) are a tie: one answer a step higher on two statements.
 * Holland's Self-Directed Search takes scores less than 8 points of about 50 apart as not really
 * different; 2 of 24 is stricter than that proportion (3.8), so that a student still gets names.
 */
export const TIE_MARGIN = 2;

/** A profile whose highest and lowest scores are this close (points of 0–24) is flat: no type stands out. */
export const FLAT_SPREAD = 3;

/** How many professions the result lists (the issue asks for six to ten). */
export const MATCH_COUNT = 8;
