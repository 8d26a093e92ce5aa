import { percentOf, type ClassSummary } from './summary';

/** Excel and LibreOffice read a UTF-8 file as Cyrillic only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

const cell = (value: string | number): string => {
  const text = String(value);
  // A text starting with = + - @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * `;`, not `,`: Excel with Ukrainian regional settings (a decimal comma) splits columns only on
 * `;`; LibreOffice asks and takes either. A cell with `;`, `,`, a quote or a line break is quoted.
 */
const SEPARATOR = ';';

const row = (...cells: (string | number)[]) => cells.map(cell).join(SEPARATOR);

/**
 * The class's counts as CSV: one row per answer option and one per profession, never a row per
 * student. Columns: section, question, answer or profession, students, per cent.
 */
export function summaryCsv(summary: ClassSummary, label: string): string {
  const lines = [
    row('Розділ', 'Запитання', 'Відповідь або професія', 'Учнів', 'Відсоток'),
    row('Клас', label, 'Усього учнів', summary.students, 100),
  ];
  for (const question of summary.questions) {
    for (const option of question.options)
      lines.push(row('Відповіді', question.question, option.label, option.count, option.percent));
  }
  for (const profession of summary.professions) {
    const percent = percentOf(profession.count, summary.students);
    lines.push(row('Професії', '', `${profession.name} (${profession.nameUk})`, profession.count, percent));
  }
  for (const decided of summary.decidedBy) {
    const percent = percentOf(decided.count, summary.students);
    lines.push(row('Що визначило результат', '', decided.label, decided.count, percent));
  }
  return BOM + lines.join('\r\n') + '\r\n';
}

/** A file name from the class label: `8-Б, 25 листопада` → `stezhka-8-Б-25-листопада.csv`. */
export function csvFileName(label: string): string {
  const safe = label
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `stezhka-${safe || 'klas'}.csv`;
}
