import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../schema';
import { AddProfessionForm } from './add-profession-form';

function setup(taken: string[] = ['software-engineer']) {
  const onAdd = vi.fn();
  const user = userEvent.setup();
  render(<AddProfessionForm isTaken={(id) => taken.includes(id)} onAdd={onAdd} />);
  const field = {
    title: screen.getByLabelText('Назва'),
    description: screen.getByLabelText('Опис'),
    category: screen.getByLabelText('Категорія'),
    growth: screen.getByLabelText('Прогноз розвитку'),
    image: screen.getByLabelText(/Посилання на зображення/),
  };
  const submit = () => user.click(screen.getByRole('button', { name: 'Додати професію' }));
  return { onAdd, user, field, submit };
}

describe('AddProfessionForm', () => {
  it('starts with the title field focused', async () => {
    const { field } = setup();
    await waitFor(() => expect(field.title).toHaveFocus());
  });

  it('shows every required message on submit, tied to its field, and focuses the first', async () => {
    const { field, submit, onAdd } = setup();
    await submit();
    // Validation is asynchronous: wait for it, then check every field.
    await waitFor(() => expect(field.growth).toHaveAttribute('aria-invalid', 'true'));
    const pairs = [
      [field.title, MESSAGES.titleRequired],
      [field.description, MESSAGES.descriptionRequired],
      [field.category, MESSAGES.categoryRequired],
      [field.growth, MESSAGES.growthRequired],
    ] as const;
    for (const [control, message] of pairs) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription(message);
    }
    expect(field.image).not.toHaveAttribute('aria-invalid');
    expect(field.title).toHaveFocus();
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('does not validate before the first submit, then again on every change', async () => {
    const { field, user, submit } = setup();
    await user.type(field.title, 'x');
    await user.clear(field.title);
    expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument();
    await submit();
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
    await user.type(field.title, 'Астроном');
    await waitFor(() => expect(screen.queryByText(MESSAGES.titleRequired)).not.toBeInTheDocument());
    await user.clear(field.title);
    expect(await screen.findByText(MESSAGES.titleRequired)).toBeInTheDocument();
  });

  it('refuses a title whose id already exists', async () => {
    const { field, user, submit, onAdd } = setup();
    await user.type(field.title, '  software   ENGINEER ');
    await submit();
    await waitFor(() => expect(field.title).toHaveAccessibleDescription(MESSAGES.titleTaken));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('hands over a trimmed profession and resets', async () => {
    const { field, user, submit, onAdd } = setup();
    await user.type(field.title, '  Інженер   ШІ ');
    await user.type(field.description, '  Навчає машини. ');
    await user.selectOptions(field.category, 'Технології');
    await user.selectOptions(field.growth, 'Дуже високий');
    await submit();
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]![0]).toMatchObject({
      id: 'інженер-ші',
      title: 'Інженер   ШІ',
      description: 'Навчає машини.',
      category: 'Технології',
      growth: 'Дуже високий',
    });
    await waitFor(() => expect(field.title).toHaveValue(''));
    expect(field.category).toHaveValue('');
  });
});
