import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { classStore } from '../lib/class-store';
import { ClassSession } from './class-session';
import { standInForModalDialogs } from '@/test/modal-dialogs';

describe('ClassSession', () => {
  it('announces a message again when it repeats (the same code typed again)', async () => {
    const { id } = classStore().create('8-Б');
    render(
      <MemoryRouter>
        <ClassSession id={id} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    const field = screen.getByLabelText('Код з екрана учня');
    const status = document.querySelector('[data-count-message]')!;
    const shown: Node[] = [];
    for (let i = 0; i < 3; i++) {
      await user.type(field, '1abcda-0001{Enter}');
      shown.push(status.lastChild!);
    }
    expect(status).toHaveTextContent('Цей код уже зараховано');
    // The live region stays; what is in it is new each time, so a screen reader reads it again.
    expect(document.querySelector('[data-count-message]')).toBe(status);
    expect(shown[2]).not.toBe(shown[1]);
  });
});

describe('an open lesson’s words (copy review 3)', () => {
  standInForModalDialogs();

  const openLesson = async (label: string, codes: string[]) => {
    const { id } = classStore().create(label);
    render(
      <MemoryRouter>
        <ClassSession id={id} />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    for (const code of codes) await user.type(screen.getByLabelText('Код з екрана учня'), `${code}{Enter}`);
    return user;
  };
  const plain = (element: HTMLElement) => element.textContent!.replaceAll('\u00A0', ' ');

  it('A1: the lesson’s buttons name the record «урок» and the codes, never «клас»', async () => {
    await openLesson('8-Б', ['1abcda-0001']);
    expect(screen.getByRole('button', { name: 'Прибрати всі коди' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Видалити урок' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /клас/i })).toBeNull();
  });

  it('A1, A15: «Прибрати всі коди?» says the lesson stays; removing a student says how to undo it', async () => {
    const user = await openLesson('8-Б', ['1abcda-0001', '1abcdb-0002']);
    await user.click(screen.getByRole('button', { name: 'Прибрати всі коди' }));
    const clear = screen.getByRole('alertdialog', { name: 'Прибрати всі коди?' });
    expect(plain(clear)).toContain(
      'Усі зібрані коди (2 учні) і підсумок зникнуть із цього браузера. Сам урок залишиться, і коди можна буде зібрати знову.',
    );
    await user.click(screen.getByRole('button', { name: 'Скасувати' }));
    await user.click(screen.getByText(/^Список учнів/));
    await user.click(screen.getByRole('button', { name: 'Прибрати учня\u00A02' }));
    const remove = screen.getByRole('alertdialog', { name: 'Прибрати учня\u00A02?' });
    expect(plain(remove)).toContain(
      'Його відповіді зникнуть із підсумку. Якщо прибрали не того, попросіть учня показати код ще раз.',
    );
  });

  it('a lesson this browser doesn’t have: deleted, or gathered in another browser', () => {
    render(
      <MemoryRouter>
        <ClassSession id="nosuchid" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Цього уроку немає в цьому браузері');
    expect(plain(document.querySelector('[data-missing-lesson="missing"]')!)).toContain(
      'урок зберігається лише в тому браузері, де його провели',
    );
  });
});
