// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEREST_SCALE, INTEREST_STATEMENTS } from '@/data/interests';
import { INTERESTS_KEY } from '@/lib/interests/answers-format';
import { standInForModalDialogs } from '@/test/modal-dialogs';
import { InterestFlow } from './interest-flow';

const counter = () => document.querySelector('[data-statement-counter]')?.textContent?.replaceAll('\u00A0', ' ');

describe('InterestFlow', () => {
  standInForModalDialogs();
  afterEach(() => localStorage.clear());

  // It subscribed anew on every render, and each subscription re-read the storage into a new
  // value: "Maximum update depth exceeded" as soon as anything was stored.
  it('resumes at the stored statement and keeps each answer as it goes', async () => {
    const answers = INTEREST_STATEMENTS.map((_, i) => (i < 3 ? 4 : null));
    localStorage.setItem(INTERESTS_KEY, JSON.stringify({ v: 1, answers, at: 3 }));
    render(<InterestFlow quizCode={null} />);
    expect(counter()).toBe(`4 з ${INTEREST_STATEMENTS.length}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(INTEREST_STATEMENTS[3]!.text);

    await userEvent.click(screen.getByText(INTEREST_SCALE[1]!));
    expect(counter()).toBe(`5 з ${INTEREST_STATEMENTS.length}`);
    expect(JSON.parse(localStorage.getItem(INTERESTS_KEY)!)).toMatchObject({ at: 4 });
    expect(JSON.parse(localStorage.getItem(INTERESTS_KEY)!).answers.slice(0, 5)).toEqual([4, 4, 4, 1, null]);

    // Keys only choose: the statement stays.
    await act(async () => {
      screen.getAllByRole('radio')[2]!.focus();
    });
    await userEvent.keyboard('{ArrowDown}');
    expect(counter()).toBe(`5 з ${INTEREST_STATEMENTS.length}`);
    await userEvent.keyboard('{Enter}');
    expect(counter()).toBe(`6 з ${INTEREST_STATEMENTS.length}`);
  });

  it('a student halfway through the first set answers the reworded statements first, told why in one line', async () => {
    const answers = INTEREST_STATEMENTS.map((_, i) => (i < 20 ? 3 : null));
    // As the first set's version stored it (decision 0039).
    localStorage.setItem(INTERESTS_KEY, JSON.stringify({ v: 1, answers, at: 20 }));
    render(<InterestFlow quizCode={null} />);
    const first = INTEREST_STATEMENTS.findIndex((s) => s.since === 2);
    expect(counter()).toBe(`${first + 1} з ${INTEREST_STATEMENTS.length}`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain(INTEREST_STATEMENTS[first]!.text);
    expect(document.querySelector('[data-renew]')?.textContent?.replaceAll('\u00A0', ' ')).toBe(
      'Поки тебе не було, ми замінили частину занять новими. Дай відповідь на них — решта твоїх відповідей збереглася.',
    );
    await userEvent.click(screen.getByText(INTEREST_SCALE[4]!));
    const second = INTEREST_STATEMENTS.findIndex((s, i) => i > first && s.since === 2);
    expect(counter()).toBe(`${second + 1} з ${INTEREST_STATEMENTS.length}`);
  });

  it('M4, M5: from a quiz result it says a comparison comes at the end; «Почати заново» says the record loses the profile', async () => {
    localStorage.setItem(
      INTERESTS_KEY,
      JSON.stringify({ v: 2, answers: INTEREST_STATEMENTS.map((_, i) => (i < 1 ? 2 : null)), at: 1 }),
    );
    render(<InterestFlow quizCode="1acbdd" />);
    expect(document.body.textContent?.replaceAll('\u00A0', ' ')).toContain(
      'Наприкінці побачиш, чи збігаються професії, які порадив тест, із професіями за твоїми інтересами.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Почати заново' }));
    await waitFor(() => expect(document.querySelector('dialog[open]')).not.toBeNull());
    const dialog = document.querySelector('dialog[open]')!;
    expect(dialog.textContent?.replaceAll('\u00A0', ' ')).toContain(
      'Профіль зникне й з «Моєї стежки», доки ти не відповіси знову.',
    );
  });
});
