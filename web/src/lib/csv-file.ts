/**
 * A table for a spreadsheet, as the adviser's lesson and the coordinator's report write it:
 * UTF-8 with a byte-order mark (Excel and LibreOffice read Cyrillic only then), `;` between cells
 * (Excel with Ukrainian regional settings, a decimal comma, splits columns only on `;`; LibreOffice
 * asks and takes either), CRLF lines.
 */
const BOM = '\uFEFF';
const SEPARATOR = ';';

const cell = (value: string | number): string => {
  const text = String(value);
  // A text starting with = + - @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",;\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One line; a cell with `;`, `,`, a quote or a line break is quoted. */
export const csvRow = (...cells: (string | number)[]) => cells.map(cell).join(SEPARATOR);

/** The whole file's text from its lines. */
export const csvText = (lines: readonly string[]) => BOM + lines.join('\r\n') + '\r\n';

/** A file name from a name: `8-Б, 25 листопада` → `stezhka-8-Б-25-листопада.csv`. */
export function csvFileName(label: string, fallback = 'urok'): string {
  const safe = label
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `stezhka-${safe || fallback}.csv`;
}

/** Saves the text as a CSV file through the browser's download. */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // After the click the browser has the file; the address can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
