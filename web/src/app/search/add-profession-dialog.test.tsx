import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadAuth, setClientLoaderForTests } from '@/features/auth/auth-store';
import type { AuthUser } from '@/features/auth/auth-types';
import { getProfessions } from '@/lib/professions-store';
import { AddProfessionDialog } from './add-profession-dialog';
import { serveFirebaseConfig } from '@/test/firebase-config';

async function authAs(user: AuthUser | null) {
  serveFirebaseConfig();
  setClientLoaderForTests(async () => ({
    watchUser: (listener: (u: AuthUser | null) => void) => {
      listener(user);
      return () => {};
    },
    authStateReady: async () => {},
    signInWithGoogle: async () => {
      throw Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' });
    },
    signOutUser: async () => {},
  }));
  await act(() => loadAuth());
}

function renderDialog() {
  const onOpenChange = vi.fn();
  render(<AddProfessionDialog open onOpenChange={onOpenChange} returnFocusTo={createRef()} />);
  return { onOpenChange, dialog: screen.getByRole('dialog') };
}

describe('AddProfessionDialog', () => {
  it('asks a signed-out visitor to sign in, and toasts a failed sign-in', async () => {
    await authAs(null);
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Авторизація через Google');
    expect(dialog).toHaveAccessibleDescription(/спаму/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Увійти через Google' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Помилка входу');
    expect(toast).toHaveTextContent('Не вдалося увійти через Google');
  });

  it('shows the form to a signed-in visitor and adds the profession', async () => {
    await authAs({ uid: '1', displayName: 'Оксана', photoURL: null });
    const { dialog, onOpenChange } = renderDialog();
    expect(dialog).toHaveAccessibleName('Додати нову професію');
    expect(within(dialog).getByText('Інформація не буде збережена в демо режимі')).toBeInTheDocument();

    const user = userEvent.setup();
    // The form comes with sign-in, as a chunk of its own (decision 0038).
    await user.type(await within(dialog).findByLabelText('Назва', {}, { timeout: 10_000 }), 'Кондитер');
    await user.type(within(dialog).getByLabelText('Опис'), 'Пече торти й тістечка.');
    await user.selectOptions(within(dialog).getByLabelText('Категорія'), 'Креатив');
    await user.selectOptions(within(dialog).getByLabelText('Прогноз розвитку'), 'Середній');
    await user.click(within(dialog).getByRole('button', { name: 'Додати професію' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(getProfessions().at(-1)).toMatchObject({ id: 'кондитер', title: 'Кондитер', category: 'Креатив' });
    await waitFor(() =>
      expect(screen.getAllByTestId('toast').at(-1)).toHaveTextContent(
        'Profession Added!Кондитер has been successfully added to the profession list.',
      ),
    );
  });
});
