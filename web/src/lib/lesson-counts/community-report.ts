import { INTEREST_TYPES } from '@/data/interest-types';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RIASEC, type Riasec } from '@/data/riasec';
import { FIRST_QUESTION_RESULTS, professionAt, SUGGESTING_OPTIONS } from './counts';
import type { SentLesson } from './counts-link';
import { totalCounts } from './merge';
import { groupLines, showCount, showRow, showUnion, type Shown } from './small-counts';

export interface ShownCount {
  shown: Shown;
  /** Whole per cent of its total, only where both are shown. */
  percent: number | null;
}

export interface ShownProfession extends ShownCount {
  id: string;
  title: string;
  nameUk: string;
}

/** The coordinator's report: every count as the small-count rule lets it show (docs/decisions/0036). */
export interface CommunityReport {
  lessons: number;
  students: Shown;
  questions: { question: string; options: (ShownCount & { label: string })[] }[];
  professions: ShownProfession[];
  suggested: ShownProfession[];
  /** Null: no student brought interest scores («немає даних»). */
  interests: null | {
    students: Shown;
    types: (ShownCount & { type: Riasec | null; name: string })[];
  };
  /** Schools or classes with a line of their own, and the students left without one. */
  groups: { lines: { name: string; lessons: number; students: number }[]; rest: number };
}

const percent = (shown: Shown, total: Shown): number | null =>
  shown.kind === 'count' && total.kind === 'count' && total.count > 0
    ? Math.round((shown.count / total.count) * 100)
    : null;

/** Shown counts first, most first; then «менше 5», then hidden, in the index's order (no order that hints). */
const RANK = { count: 0, small: 1, hidden: 2 } as const;
const byShown = <T extends { shown: Shown }>(items: T[]): T[] =>
  items.sort(
    (a, b) =>
      RANK[a.shown.kind] - RANK[b.shown.kind] ||
      (a.shown.kind === 'count' && b.shown.kind === 'count' ? b.shown.count - a.shown.count : 0),
  );

export function communityReport(lessons: readonly SentLesson[]): CommunityReport {
  const counts = totalCounts(lessons);
  const total = counts.students;
  const students = showCount(total);
  const rows = counts.answers.map((row) => showRow(row, total));

  const questions = QUIZ_QUESTIONS.map((question, q) => ({
    question: question.question,
    options: question.options.map((option, o) => {
      const shown = rows[q]![o]!;
      return { label: option.label, shown, percent: percent(shown, students) };
    }),
  }));

  const profession = (place: number, shown: Shown): ShownProfession[] => {
    const p = professionAt(place);
    return p ? [{ ...p, shown, percent: percent(shown, students) }] : [];
  };
  // The results follow question 1 (counts.ts): each profession shows as its option's count shows.
  const professions = byShown(
    FIRST_QUESTION_RESULTS.flatMap((places, o) =>
      counts.answers[0]![o]! > 0 ? places.flatMap((place) => profession(place, rows[0]![o]!)) : [],
    ),
  );
  const suggested = byShown(
    counts.suggested.flatMap((count, place) =>
      count > 0
        ? profession(
            place,
            showUnion(
              count,
              SUGGESTING_OPTIONS[place]!.map(([q, o]) => rows[q]![o]!),
              total,
            ),
          )
        : [],
    ),
  );

  const { interests } = counts;
  let interestPart: CommunityReport['interests'] = null;
  if (interests.students > 0) {
    const of = showCount(interests.students);
    const typeShown = interests.types.map(showCount);
    let flatShown = showCount(interests.flat);
    // With one type alone, its students and the flat profiles add up to those who brought scores.
    const only = interests.types.filter((t) => t > 0);
    if (only.length === 1) {
      const at = interests.types.findIndex((t) => t > 0);
      const [typeRow, flatRow] = showRow([interests.types[at]!, interests.flat], interests.students);
      typeShown[at] = typeRow!;
      flatShown = flatRow!;
    }
    interestPart = {
      students: of,
      types: [
        ...RIASEC.map((type, i) => ({
          type,
          name: INTEREST_TYPES[type].name,
          shown: typeShown[i]!,
          percent: percent(typeShown[i]!, of),
        })),
        { type: null, name: 'Жоден тип не виділяється', shown: flatShown, percent: percent(flatShown, of) },
      ],
    };
  }

  const named = new Map<string, { name: string; lessons: number; students: number }>();
  let unnamed = 0;
  for (const lesson of lessons) {
    if (!lesson.name) {
      unnamed += lesson.counts.students;
      continue;
    }
    const key = lesson.name.toLocaleLowerCase('uk');
    const group = named.get(key) ?? { name: lesson.name, lessons: 0, students: 0 };
    group.lessons++;
    group.students += lesson.counts.students;
    named.set(key, group);
  }

  return {
    lessons: lessons.length,
    students,
    questions,
    professions,
    suggested,
    interests: interestPart,
    groups: groupLines([...named.values()], unnamed),
  };
}
