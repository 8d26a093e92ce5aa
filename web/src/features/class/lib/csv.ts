import { percentOf, SUMMARY_TITLES, type ClassSummary, type ProfessionCount } from './summary';

import { csvRow as row, csvText } from '@/lib/csv-file';

export { csvFileName } from '@/lib/csv-file';

/**
 * The class's counts as CSV: first the lesson's name and how many students took the test, then
 * one table with a row per answer option and per profession, never a row per student. Its
 * sections carry the screen's titles (summary.ts).
 */
export function summaryCsv(summary: ClassSummary, label: string): string {
  const lines = [
    row('Урок', label),
    row('Пройшли тест (учнів)', summary.students),
    '',
    row('Розділ', 'Запитання', 'Відповідь або професія', 'Кількість учнів', 'Відсоток учнів'),
  ];
  for (const question of summary.questions) {
    for (const option of question.options)
      lines.push(row(SUMMARY_TITLES.answers, question.question, option.label, option.count, option.percent));
  }
  const professionRows = (title: string, professions: readonly ProfessionCount[]) => {
    for (const p of professions)
      lines.push(row(title, '', `${p.name} (${p.nameUk})`, p.count, percentOf(p.count, summary.students)));
  };
  professionRows(SUMMARY_TITLES.professions, summary.professions);
  professionRows(SUMMARY_TITLES.suggested, summary.suggested);
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
      ),
    );
  lines.push(
    row(
      SUMMARY_TITLES.interests,
      ofProfiles,
      'Жоден тип не виділяється',
      interests.flat,
      percentOf(interests.flat, interests.students),
    ),
  );
  return csvText(lines);
}
