import { csvRow as row, csvText } from '@/lib/csv-file';
import type { CommunityReport, ShownCount } from '@/lib/lesson-counts/community-report';
import { REPORT_TITLES } from './report-titles';
import { shownText } from './shown-text';

const counted = (c: ShownCount) => [shownText(c.shown), c.percent ?? ''] as const;

/**
 * The coordinator's report as CSV, in the lesson's format (BOM, `;`, no row per student), every
 * count as the report shows it: «менше 5», «приховано», and no share for either.
 */
export function reportCsv(report: CommunityReport): string {
  const lines = [
    row('Звіт', REPORT_TITLES.report),
    row('Уроків', report.lessons),
    row('Пройшли тест (учнів)', shownText(report.students)),
    '',
    row('Розділ', 'Запитання', 'Відповідь або професія', 'Кількість учнів', 'Відсоток учнів'),
  ];
  for (const g of report.groups.lines) lines.push(row(REPORT_TITLES.groups, '', g.name, g.students, ''));
  if (report.groups.rest > 0) lines.push(row(REPORT_TITLES.groups, '', REPORT_TITLES.rest, report.groups.rest, ''));
  for (const q of report.questions)
    for (const o of q.options) lines.push(row(REPORT_TITLES.answers, q.question, o.label, ...counted(o)));
  for (const [title, list] of [
    [REPORT_TITLES.professions, report.professions],
    [REPORT_TITLES.suggested, report.suggested],
  ] as const)
    for (const p of list) lines.push(row(title, '', `${p.title} (${p.nameUk})`, ...counted(p)));
  if (report.interests) {
    const of = `Учнів із профілем інтересів: ${shownText(report.interests.students)}`;
    for (const t of report.interests.types)
      lines.push(row(REPORT_TITLES.interests, of, t.type ? `${t.name} (${t.type})` : t.name, ...counted(t)));
  } else lines.push(row(REPORT_TITLES.interests, '', 'Немає даних', '', ''));
  return csvText(lines);
}
