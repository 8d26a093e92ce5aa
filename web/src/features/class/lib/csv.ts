import { csvRow as row, csvText } from '@/lib/csv-file';
import { percentOf, SUMMARY_TITLES, type ClassSummary } from './summary';

export { csvFileName } from '@/lib/csv-file';

/** One lesson of several, for its own column beside the total. */
export interface CsvLesson {
  name: string;
  summary: ClassSummary;
}

/**
 * The class's counts as CSV: first the lesson's name and how many students took the test, then
 * one table with a row per answer option and per profession, never a row per student. Its
 * sections carry the screen's titles (summary.ts). Of several lessons, each lesson's count
 * follows the total's in a column of its own.
 */
export function summaryCsv(summary: ClassSummary, label: string, lessons: readonly CsvLesson[] = []): string {
  const lines = [
    row('Урок', label),
    row('Пройшли тест (учнів)', summary.students, ...lessons.map((l) => l.summary.students)),
    '',
    row(
      'Розділ',
      'Запитання',
      'Відповідь або професія',
      'Кількість учнів',
      'Відсоток учнів',
      ...lessons.map((l) => `${l.name} (учнів)`),
    ),
  ];
  const each = (count: (s: ClassSummary) => number) => lessons.map((l) => count(l.summary));
  summary.questions.forEach((question, q) => {
    for (const option of question.options)
      lines.push(
        row(
          SUMMARY_TITLES.answers,
          question.question,
          option.label,
          option.count,
          option.percent,
          ...each((s) => s.questions[q]!.options.find((o) => o.value === option.value)?.count ?? 0),
        ),
      );
  });
  for (const key of ['professions', 'suggested'] as const)
    for (const p of summary[key])
      lines.push(
        row(
          SUMMARY_TITLES[key],
          '',
          `${p.name} (${p.nameUk})`,
          p.count,
          percentOf(p.count, summary.students),
          ...each((s) => s[key].find((q) => q.name === p.name)?.count ?? 0),
        ),
      );
  // Decision 0033: counts of types only, of the students who brought interest scores.
  const { interests } = summary;
  const ofProfiles = `Учнів із профілем інтересів: ${interests.students}`;
  for (const t of interests.types)
    lines.push(
      row(
        SUMMARY_TITLES.interests,
        ofProfiles,
        `${t.name} (${t.type})`,
        t.count,
        percentOf(t.count, interests.students),
        ...each((s) => s.interests.types.find((u) => u.type === t.type)?.count ?? 0),
      ),
    );
  lines.push(
    row(
      SUMMARY_TITLES.interests,
      ofProfiles,
      'Жоден тип не виділяється',
      interests.flat,
      percentOf(interests.flat, interests.students),
      ...each((s) => s.interests.flat),
    ),
  );
  return csvText(lines);
}
