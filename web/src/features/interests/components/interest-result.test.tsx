// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasDetail } from '@/data/profession-details';
import { PROFESSION_INTERESTS } from '@/data/profession-interests';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { interestTable } from '@/lib/interests/interest-table';
import type { InterestScores } from '@/lib/interests/scores';
import { lineOf } from '@/lib/quiz-code/line-of';
import { NBSP } from '@/lib/typeset';
import { InterestResult } from './interest-result';

const TABLE = interestTable({ interests: PROFESSION_INTERESTS, names: PROFESSION_NAMES, lineOf, hasDetail });
const MAKER = [22, 9, 17, 4, 6, 3] as unknown as InterestScores;
const plain = (node: Element | null) => (node?.textContent ?? '').replaceAll(NBSP, ' ');

function showResult(props: Partial<Parameters<typeof InterestResult>[0]> = {}) {
  return render(
    <MemoryRouter>
      <InterestResult scores={MAKER} onReview={() => {}} onRestart={() => {}} {...props} />
    </MemoryRouter>,
  );
}

/** The native editor's fifth reading (shared/copy-review-5.md): what the result says of itself. */
describe('the interest result’s frame', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(TABLE))));
  });

  it('M1: says it is not a test or a diagnosis right under the lead, before any number or profession', () => {
    showResult();
    const honesty = document.querySelector('[data-honesty]')!;
    expect(plain(honesty)).toBe(
      'Це не тест і не діагноз: заняття добирала команда Стежки, і жодне дослідження ще не перевіряло, наскільки точно вони показують інтереси.',
    );
    const lead = screen.getByRole('heading', { level: 1 }).nextElementSibling!;
    expect(lead.nextElementSibling).toBe(honesty);
    expect(honesty.compareDocumentPosition(document.querySelector('[data-score-chart]')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('M3: no letters of English names, and a score is said to be neither a mark nor an ability', () => {
    showResult();
    const chart = document.querySelector('[data-score-chart]')!;
    expect(plain(chart)).not.toMatch(/\([RIASEC]\)/);
    expect(plain(document.querySelector('[data-strongest]'))).not.toMatch(/\([RIASEC]\)/);
    expect(plain(screen.getByRole('heading', { level: 1 }).nextElementSibling)).toContain(
      'Це не оцінка й не міра здібностей',
    );
  });

  it('M1, M2, A5, A6, E3: invites rather than fits, and says what comes from O*NET and what is ours', async () => {
    showResult({ shared: true });
    expect(screen.getByRole('link', { name: 'Пройти «Мої інтереси»' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Визначити свої інтереси|пасують/);
    const professions = screen.getByRole('region', { name: 'Професії, найближчі до цього профілю інтересів' });
    await within(professions).findAllByRole('listitem');
    expect(plain(professions)).toContain(
      `Ми порівняли ці шість чисел із профілями інтересів ${TABLE.length} професій Стежки (дані O*NET) і показуємо 8 найсхожіших, починаючи з найсхожішої.`,
    );
    const about = screen.getByRole('region', { name: 'Що варто знати про цей результат' });
    expect(plain(about)).not.toContain('Профілі професій узято');
    expect(plain(about)).toContain('Описи професій українською — наші.');
    // CC BY 4.0 asks for a credit, not for English; a «посилання» would be a hyperlink.
    expect(plain(about)).not.toMatch(/як вимагає ліцензія|Це посилання на джерело/);
    expect(plain(about)).toContain('дослівно так, як просить O*NET');
    // M9: most schools have no career adviser.
    expect(plain(about)).toContain(
      'з учителем чи шкільним психологом, а якщо у твоїй школі є кар’єрний радник — то й з ним',
    );
  });

  it('A6: the student’s own list says what matches their profile', async () => {
    showResult();
    const shared = await screen.findAllByText(
      /^(Збігається з твоїм профілем: .+ тип|Збігаються з твоїм профілем: .+ типи)\.$/,
    );
    expect(shared.length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('з тобою:');
  });

  it('an earlier set’s profile says why, and its way back answers the new statements', () => {
    showResult({ earlierSet: true });
    expect(plain(document.querySelector('[data-earlier-set]'))).toContain('дай відповідь на нові заняття');
    expect(screen.getByRole('button', { name: 'Відповісти на нові заняття' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Змінити відповіді' })).toBeNull();
  });

  it('E7: one strongest type is named in the singular on a shared profile', () => {
    // Five types within 2 of the second: only those within 2 of the first stay, and that is one.
    showResult({ shared: true, scores: [20, 16, 15, 15, 14, 3] as unknown as InterestScores });
    expect(screen.getByRole('heading', { level: 2, name: 'Найсильніший тип' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Найсильніші типи' })).toBeNull();
  });
});
