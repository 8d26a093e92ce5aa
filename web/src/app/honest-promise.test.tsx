import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { professionIdOf } from '@/data/recommendation-ids';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { RECOMMENDATIONS, type RecommendationName } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { QuizResults } from '@/features/quiz/components/quiz-results';
import { ROUTER_FUTURE } from './router-future';
import { Component as ProfessionRoute } from './routes/profession';

/** A promise of a page («ще готується», «ми її готуємо»). */
const PROMISE = /готу[єю]/;
const inCatalogue = (id: string) => BUILT_IN_PROFESSIONS.some((p) => p.id === id);
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** What each result card says under its names, by English name, over every row of the result table. */
function cardNotes(): Map<string, string> {
  const notes = new Map<string, string>();
  for (const value of Object.keys(RECOMMENDATIONS) as QuizValue[]) {
    render(
      <MemoryRouter>
        <QuizResults answers={Array<QuizValue>(5).fill(value)} labelOf={() => 'відповідь'} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/profession/'));
    expect(cards).toHaveLength(3);
    for (const link of cards) {
      const name = link.querySelector('[lang="en"]')!.textContent!;
      // What a screen reader says of the card, less its two names and its line about the work.
      const spoken = link.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"], [data-profession-line]')) hidden.remove();
      const text = plain(spoken.textContent).replace(name, '').replace(RECOMMENDATION_NAMES_UK[name]!, '');
      notes.set(name, text.replace(/^\s*\.\s*/, '').trim());
    }
    cleanup();
  }
  return notes;
}

async function notFoundScreenText(id: string): Promise<string> {
  render(
    <MemoryRouter initialEntries={[`/profession/${encodeURIComponent(id)}`]} future={ROUTER_FUTURE}>
      <Routes>
        <Route path="/profession/:id" element={<ProfessionRoute />} />
      </Routes>
    </MemoryRouter>,
  );
  // The Ukrainian block arrives with its chunk.
  const block = (await screen.findByText(PROFESSION_NAMES[id]!.nameUk, { exact: true })).closest('div')!;
  const text = plain(block.textContent);
  cleanup();
  return text;
}

// Review N-E6 (2026-11-25): about 40 cards promised «Докладна сторінка ще готується» while the
// page behind them said the profession was not in the catalogue, and «Інженер»/«Дизайнер»
// promised a page while the search found another profession.
describe('one honest promise on the result card and the not-found screen', () => {
  const notes = cardNotes();

  it('a card without a page says so and promises none', () => {
    const withoutPage = [...notes].filter(([, note]) => note !== '');
    expect(withoutPage.length).toBeGreaterThan(30);
    for (const [name, note] of withoutPage) expect(note, name).not.toMatch(PROMISE);
    expect(notes.get('Accountant')).toMatch(/сторінки поки немає/);
    expect(notes.get('Software Engineer')).toBe('');
  });

  it.each(['graphic-designer', 'accountant', 'engineer', 'designer', 'carpenter'])(
    'the not-found screen of %s says what its card says',
    async (id) => {
      const name = (Object.keys(RECOMMENDATION_NAMES_UK) as RecommendationName[]).find(
        (n) => professionIdOf(n) === id,
      )!;
      const note = notes.get(name)!;
      expect(note).not.toBe('');
      const screenText = await notFoundScreenText(id);
      expect(screenText).toContain(note);
      // A page is promised for the catalogue's professions only.
      if (inCatalogue(id)) expect(screenText).toMatch(PROMISE);
      else expect(screenText).not.toMatch(PROMISE);
    },
  );
});
