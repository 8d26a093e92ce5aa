import { describe, expect, it } from 'vitest';
import { csvFileName, summaryCsv } from './csv';
import { summarize } from './summary';

describe('summaryCsv', () => {
  const csv = summaryCsv(summarize(['1dddda', '1dddda', '1ccbca']), '8-Б, 25 листопада');
  const rows = csv.slice(1).trimEnd().split('\r\n');

  it('starts with a byte-order mark so a spreadsheet reads the Cyrillic', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
  });

  it('has a row per answer option and per profession, none per student', () => {
    expect(rows[0]).toBe('Розділ;Запитання;Відповідь або професія;Учнів;Відсоток');
    expect(rows[1]).toBe('Клас;"8-Б, 25 листопада";Усього учнів;3;100');
    expect(rows.filter((r) => r.startsWith('Відповіді;'))).toHaveLength(20);
    expect(rows).toContain(
      'Відповіді;Що тобі найбільше подобається робити?;"Розбиратися, як працюють техніка та програми";2;67',
    );
    expect(rows).toContain('Професії;;Software Engineer (Інженер-програміст);2;67');
    expect(rows.filter((r) => r.startsWith('Професії;'))).toHaveLength(6);
    expect(csv).not.toMatch(/учень \d/i);
  });

  it('quotes what a spreadsheet would misread and disarms formulas', () => {
    const tricky = summaryCsv(summarize([]), '=HYPERLINK("x")');
    expect(tricky.split('\r\n')[1]).toBe(`Клас;"'=HYPERLINK(""x"")";Усього учнів;0;100`);
  });

  it('quotes a cell holding the separator', () => {
    expect(summaryCsv(summarize([]), '8-Б; друга група').split('\r\n')[1]).toBe(
      'Клас;"8-Б; друга група";Усього учнів;0;100',
    );
  });

  it('names the file after the class', () => {
    expect(csvFileName('8-Б, 25 листопада')).toBe('stezhka-8-Б-25-листопада.csv');
    expect(csvFileName('  ')).toBe('stezhka-klas.csv');
  });
});
