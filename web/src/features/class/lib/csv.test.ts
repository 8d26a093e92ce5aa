import { describe, expect, it } from 'vitest';
import { csvFileName, summaryCsv } from './csv';
import { summarize, SUMMARY_TITLES } from './summary';

describe('summaryCsv', () => {
  const csv = summaryCsv(summarize(['1dddda', '1dddda', '1ccbca']), '8-Б, 25 листопада');
  const rows = csv.slice(1).trimEnd().split('\r\n');

  it('starts with a byte-order mark so a spreadsheet reads the Cyrillic', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('names the lesson and the number of students, then the table with clear column names', () => {
    expect(rows.slice(0, 4)).toEqual([
      'Урок;"8-Б, 25 листопада"',
      'Пройшли тест (учнів);3',
      '',
      'Розділ;Запитання;Відповідь або професія;Кількість учнів;Відсоток учнів',
    ]);
  });

  it('has a row per answer option and per profession, none per student, under the screen’s titles', () => {
    const summary = summarize(['1dddda', '1dddda', '1ccbca']);
    // A title holding a comma is quoted.
    const q = (title: string) => (title.includes(',') ? `"${title}"` : title);
    const section = (title: string) => rows.filter((r) => r.startsWith(`${q(title)};`));
    expect(section(SUMMARY_TITLES.answers)).toHaveLength(20);
    expect(rows).toContain(
      `${q(SUMMARY_TITLES.answers)};Що тобі найбільше подобається робити?;"Розбиратися, як працюють техніка та програми";2;67`,
    );
    expect(rows).toContain(`${q(SUMMARY_TITLES.professions)};;Software Engineer (Інженер-програміст);2;67`);
    expect(section(SUMMARY_TITLES.professions)).toHaveLength(summary.professions.length);
    expect(section(SUMMARY_TITLES.suggested)).toEqual(
      summary.suggested.map(
        (p) => `${q(SUMMARY_TITLES.suggested)};;${p.name} (${p.nameUk});${p.count};${Math.round((p.count / 3) * 100)}`,
      ),
    );
    // Then the interest types' counts: six types and «no type stands out» (decision 0033).
    expect(section(SUMMARY_TITLES.interests)).toHaveLength(7);
    expect(rows).toHaveLength(4 + 20 + summary.professions.length + summary.suggested.length + 7);
    expect(csv).not.toMatch(/учень \d|визначил/i);
  });

  it('quotes what a spreadsheet would misread and disarms formulas', () => {
    const tricky = summaryCsv(summarize([]), '=HYPERLINK("x")');
    expect(tricky.split('\r\n')[0]).toBe(`\uFEFFУрок;"'=HYPERLINK(""x"")"`);
  });

  it('quotes a cell holding the separator', () => {
    expect(summaryCsv(summarize([]), '8-Б; друга група').split('\r\n')[0]).toBe('\uFEFFУрок;"8-Б; друга група"');
  });

  it('names the file after the class', () => {
    expect(csvFileName('8-Б, 25 листопада')).toBe('stezhka-8-Б-25-листопада.csv');
    expect(csvFileName('  ')).toBe('stezhka-urok.csv');
  });
});
