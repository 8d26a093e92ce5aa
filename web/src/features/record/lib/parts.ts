import type { AfterGrade9File } from '@/data/types';
import type { RecordContent } from '@/lib/record/record-link';

/** The parts of «Моя стежка», in the page's order: each can be left out of the print and the link. */
export const PARTS = ['quiz', 'interests', 'kept', 'marks', 'after9'] as const;
export type Part = (typeof PARTS)[number];

export const PART_NAMES: Record<Part, string> = {
  quiz: 'Результат тесту',
  interests: 'Мої інтереси',
  kept: 'Збережені професії',
  marks: 'Пройдені кроки',
  after9: 'Після 9 класу',
};

/** Whether the record has something for a part. */
export function hasPart(content: RecordContent, part: Part): boolean {
  switch (part) {
    case 'quiz':
      return content.quiz !== null;
    case 'interests':
      return content.interests !== null;
    case 'kept':
      return content.kept.length > 0;
    case 'marks':
      return Object.values(content.marks).some((steps) => steps.length > 0);
    case 'after9':
      return content.subjects !== null;
  }
}

/** The record with only the chosen parts: what is printed and what the link carries. */
export const chosenContent = (content: RecordContent, chosen: ReadonlySet<Part>): RecordContent => ({
  quiz: chosen.has('quiz') ? content.quiz : null,
  interests: chosen.has('interests') ? content.interests : null,
  kept: chosen.has('kept') ? content.kept : [],
  marks: chosen.has('marks') ? content.marks : {},
  subjects: chosen.has('after9') ? content.subjects : null,
});

/**
 * How much of the record the print carries, to fit one A4 sheet (docs/decisions/0037): everything;
 * the steps only counted per phase; also the professions without their lines; each profession's
 * steps counted as one number; those numbers and the kept professions run on in paragraphs; and,
 * last, one total of the steps (steps marked on many professions' pages, decision 0044). In
 * «Після 9 класу» (decision 0046), from the third on the kept professions' routes are grouped by
 * route; then they are left out; last, the questions and the reform facts too, so that every part
 * of the fullest record still fits.
 */
export type SheetDetail = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const SHEET_DETAILS: readonly SheetDetail[] = [0, 1, 2, 3, 4, 5, 6, 7];

const TO_FIT = 'Щоб усе вмістилося на одному аркуші';
const STEPS_COUNTED = 'кроки не перелічено, показано лише, скільки їх пройдено';
const STEPS_TOTAL = 'для кожної професії показано лише, скільки кроків пройдено';
const STEPS_SUM = 'показано лише загальну кількість пройдених кроків, без поділу на професії';
const NO_LINES = 'професії названо без описів';

/** How much of «Після 9 класу» a detail prints: each route told, grouped, none; questions and facts. */
export const after9At = (detail: SheetDetail) => ({
  routes: detail >= 6 ? ('none' as const) : detail >= 2 ? ('grouped' as const) : ('told' as const),
  questions: detail < 7,
});

/**
 * What the print says it left out, naming only what the sheet has; null when it left out nothing.
 * `after9`: the sheet has «Після 9 класу» (its notes come with its data file), and `routes`
 * whether it has kept professions' routes.
 */
export function leftOut(
  detail: SheetDetail,
  hasSteps: boolean,
  after9: { routes: boolean; notes: AfterGrade9File['notes'] } | null = null,
): string | null {
  const steps = detail >= 1 && hasSteps ? (detail >= 5 ? STEPS_SUM : detail >= 3 ? STEPS_TOTAL : STEPS_COUNTED) : null;
  const lines = detail >= 2;
  const { routes, questions } = after9At(detail);
  const said = [
    ...(steps ? [`${TO_FIT}, ${steps}.`] : []),
    ...(lines ? [steps ? 'Професії названо без описів.' : `${TO_FIT}, ${NO_LINES}.`] : []),
    ...(after9 && !questions ? [after9.notes.subjectsOnly] : []),
    ...(after9?.routes && questions && routes !== 'told' ? [after9.notes[routes]] : []),
  ];
  return said.length > 0 ? said.join(' ') : null;
}
