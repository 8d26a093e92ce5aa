import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { emptyCounts } from '@/lib/lesson-counts/counts';
import type { SentLesson } from '@/lib/lesson-counts/counts-link';
import { ReportSection } from './report-section';
import { standInForModalDialogs } from '@/test/modal-dialogs';

/** One lesson of 12 students, all choosing option a, 7 of them with an interest profile. */
function lesson(): SentLesson {
  const counts = emptyCounts();
  counts.students = 12;
  counts.answers = counts.answers.map((row) => row.map((_, o) => (o === 0 ? 12 : 0)));
  counts.interests = { students: 7, types: [5, 0, 6, 0, 0, 0], flat: 1 };
  return { id: 'lessonaa', revision: 1, name: '', counts };
}
vi.mock('../lib/use-report', () => ({ useReportLessons: () => [lesson()] }));

const plain = (element: Element) => element.textContent!.replaceAll('\u00A0', ' ');

describe('the coordinator’s report (copy review 5)', () => {
  standInForModalDialogs();

  it('A11: counts the students with a profile as the CSV does, not «Профіль інтересів принесли»', () => {
    render(<ReportSection />);
    const text = plain(document.querySelector('[data-community-report]')!);
    expect(text).toContain(
      'Учнів із профілем інтересів: 7. У кожного враховано від одного до трьох найсильніших типів (або жодного, якщо жоден не виділяється)',
    );
    expect(text).not.toContain('принесли');
  });

  it('A10: the delete dialog says where the advisers’ links stay', async () => {
    render(<ReportSection />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Видалити звіт' }));
    const text = plain(screen.getByRole('alertdialog', { name: 'Видалити звіт?' }));
    expect(text).toContain(
      'Самі посилання залишаться в листах чи повідомленнях від радників: їх можна буде відкрити знову.',
    );
    expect(text).not.toContain('лишаться в них');
  });
});
