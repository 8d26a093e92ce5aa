import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { communityReport } from '@/lib/lesson-counts/community-report';
import { emptyCounts } from '@/lib/lesson-counts/counts';
import { reportCsv } from './coordinator-csv';
import { REPORT_TITLES } from './report-titles';

describe('the coordinator’s CSV', () => {
  const counts = emptyCounts();
  counts.students = 9;
  counts.answers = QUIZ_QUESTIONS.map(() => [4, 5, 0, 0]);
  const csv = reportCsv(communityReport([{ id: 'aaaa', revision: 1, name: 'Ліцей 1', counts }]));
  const rows = csv.slice(1).trimEnd().split('\r\n');

  it('is the lesson’s format: a byte-order mark, `;`, no row per student', () => {
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(rows[4]).toBe('Розділ;Запитання;Відповідь або професія;Кількість учнів;Відсоток учнів');
  });

  it('writes each count as the report shows it, with no share for a hidden one', () => {
    const answers = rows.filter((r) => r.startsWith(`${REPORT_TITLES.answers};`));
    expect(answers).toHaveLength(20);
    // 4 is «менше 5», and 5 with it, which 9 − 4 would give away, «приховано».
    expect(answers[0]!.split(';').slice(-2)).toEqual(['менше\u00A05', '']);
    expect(answers[1]!.split(';').slice(-2)).toEqual(['приховано', '']);
    expect(answers[2]!.split(';').slice(-2)).toEqual(['0', '0']);
    expect(rows).toContain(`${REPORT_TITLES.groups};;Ліцей 1;9;`);
    expect(rows.some((r) => /;[1-4];/.test(r))).toBe(false);
  });
});
