// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INTEREST_SCALE, INTEREST_STATEMENTS } from '@/data/interests';
import { INTERESTS_KEY } from '@/lib/interests/answers-format';
import { InterestFlow } from './interest-flow';

const counter = () => document.querySelector('[data-statement-counter]')?.textContent?.replaceAll('\u00A0', ' ');

describe('InterestFlow', () => {
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
});
