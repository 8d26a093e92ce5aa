import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { keepQuiz } from '@/lib/record/record-store';
import { AddToRecord } from './add-to-record';

const show = (code: string) =>
  render(
    <MemoryRouter>
      <AddToRecord code={code} />
    </MemoryRouter>,
  );

describe('AddToRecord (copy review 5, M6)', () => {
  afterEach(() => keepQuiz(null));

  it('says that it adds the result, not a profession', async () => {
    show('1acbdd');
    await userEvent.click(screen.getByRole('button', { name: 'Додати результат до «Моєї стежки»' }));
    expect(screen.getByRole('status')).toHaveTextContent('Додано до «Моєї стежки»');
  });

  it('says that it replaces the result kept before', () => {
    keepQuiz('1bbbbb');
    show('1acbdd');
    const name = (text: string) => text.replace(/\s+/g, ' ') === 'Замінити результат у «Моїй стежці»';
    expect(screen.getByRole('button', { name })).toBeVisible();
  });
});
