import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { filterProfessions } from '@/lib/filter-professions';
import { addProfession } from '@/lib/professions-store';
import { resultCountText } from '../lib/result-count';
import { NO_MATCH_TEXT, ProfessionsPage } from './professions-page';

function renderPage(url = '/search') {
  const router = createMemoryRouter(
    [{ path: '/search', element: <ProfessionsPage actions={<button type="button">Додати професію</button>} /> }],
    { initialEntries: [url], future: { v7_relativeSplatPath: true } },
  );
  render(<RouterProvider router={router} future={{ v7_startTransition: true }} />);
  return router;
}

const cards = () => within(screen.getByRole('list', { name: 'Професії' })).queryAllByRole('listitem');
/** How many professions of the catalogue the search finds: what the list must show. */
const found = (query: string) => filterProfessions(BUILT_IN_PROFESSIONS, query).length;

describe('ProfessionsPage', () => {
  it('lists every profession with the heading, the search box and the actions slot', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Досліджуй професії' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Пошук професій' })).toHaveAttribute(
      'placeholder',
      'Пошук професій...',
    );
    expect(screen.getByRole('button', { name: 'Додати професію' })).toBeInTheDocument();
    expect(cards()).toHaveLength(BUILT_IN_PROFESSIONS.length);
    expect(screen.getByRole('link', { name: 'Software Engineer' })).toHaveAttribute(
      'href',
      '/profession/software-engineer',
    );
  });

  it('filters as you type, keeps the query in ?q= and announces the count', async () => {
    const router = renderPage();
    await userEvent.type(screen.getByRole('searchbox'), 'Дизайн');
    expect(found('Дизайн')).toBeGreaterThan(0);
    expect(cards()).toHaveLength(found('Дизайн'));
    expect(screen.getByRole('status').textContent).toBe(resultCountText(found('Дизайн')));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('Дизайн');
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.clear(screen.getByRole('searchbox'));
    expect(cards()).toHaveLength(BUILT_IN_PROFESSIONS.length);
    expect(router.state.location.search).toBe('');
  });

  it('shows the spec’s message when nothing matches', async () => {
    renderPage('/search?q=%D0%B0%D1%81%D1%82%D1%80%D0%BE%D0%BD%D0%B0%D0%B2%D1%82');
    expect(screen.getByRole('searchbox')).toHaveValue('астронавт');
    expect(screen.getByText(NO_MATCH_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Професії' })).not.toBeInTheDocument();
  });

  it('follows the address on back/forward', async () => {
    const router = renderPage('/search?q=teacher');
    expect(cards()).toHaveLength(found('teacher'));
    await act(() => router.navigate('/search?q=data'));
    expect(screen.getByRole('searchbox')).toHaveValue('data');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('searchbox')).toHaveValue('teacher');
    expect(screen.getByRole('link', { name: 'Teacher' })).toBeInTheDocument();
  });

  it('shows a profession added in memory, linked by its encoded id', () => {
    renderPage();
    act(() => {
      addProfession({
        id: 'лікар',
        title: 'Лікар',
        nameUk: 'Лікар',
        description: 'Лікує людей і дбає про їхнє здоров’я.',
        category: 'Освіта',
        growth: 'Високий',
        image: '',
      });
    });
    expect(cards()).toHaveLength(BUILT_IN_PROFESSIONS.length + 1);
    const link = screen.getByRole('link', { name: 'Лікар' });
    expect(link).toHaveAttribute('href', '/profession/%D0%BB%D1%96%D0%BA%D0%B0%D1%80');
    expect(link.querySelector('span')).not.toHaveAttribute('lang');
  });
});
