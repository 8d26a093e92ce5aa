import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { Quiz } from './quiz';

function setup() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <Quiz />
    </MemoryRouter>,
  );
  const next = () => screen.getByRole('button', { name: /Далі|Отримати результати/ });
  const back = () => screen.getByRole('button', { name: 'Назад' });
  const option = (q: number, o: number) => screen.getByRole('radio', { name: QUIZ_QUESTIONS[q]!.options[o]!.label });
  return { user, next, back, option };
}

describe('Quiz', () => {
  it('shows the first question with its progress, Back disabled and Next disabled until answered', async () => {
    const { user, next, back, option } = setup();
    expect(screen.getByRole('group', { name: /Що тобі найбільше подобається робити\?/ })).toBeInTheDocument();
    expect(screen.getByText('1 з 5')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '1');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(back()).toBeDisabled();
    expect(next()).toBeDisabled();
    await user.click(option(0, 2));
    expect(option(0, 2)).toBeChecked();
    expect(next()).toBeEnabled();
  });

  it('moves focus to the next question, and Back keeps the earlier answer', async () => {
    const { user, next, back, option } = setup();
    await user.click(option(0, 1));
    await user.click(next());
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(QUIZ_QUESTIONS[1]!.question);
    expect(screen.getByText('2 з 5')).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.click(option(1, 3));
    await user.click(back());
    expect(option(0, 1)).toBeChecked();
    expect(next()).toBeEnabled();
    await user.click(next());
    expect(option(1, 3)).toBeChecked();
  });

  it('shows three results after the last question, and starts again from scratch', async () => {
    const { user, next, option } = setup();
    for (let q = 0; q < 5; q++) {
      await user.click(option(q, 0));
      if (q === 4) expect(next()).toHaveTextContent('Отримати результати');
      await user.click(next());
    }
    // A lazy chunk: on a busy machine (CI beside the browser tests) it takes longer than the default second.
    const heading = await screen.findByRole('heading', { name: "Твої рекомендації щодо кар'єри" }, { timeout: 10_000 });
    await waitFor(() => expect(heading).toHaveFocus()); // the results are a lazy chunk
    // The cards: the page's only list; the other answers' names follow in a description list.
    const links = screen.getAllByRole('listitem').flatMap((li) => within(li).queryAllByRole('link'));
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/profession/graphic-designer',
      '/profession/web-developer',
      '/profession/marketing-specialist',
    ]);
    expect(links[0]).toHaveTextContent('Графічний дизайнер');
    expect(screen.getByText(/Вигадувати, малювати, створювати щось нове/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Дослідити всі професії/ })).toHaveAttribute('href', '/search');

    await user.click(screen.getByRole('button', { name: 'Пройти тест знову' }));
    expect(screen.getByText('1 з 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(next()).toBeDisabled();
  });
});
