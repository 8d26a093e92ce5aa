import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR_IMAGE } from '@/config/images';
import { loadAuth, setClientLoaderForTests } from '../auth-store';
import type { AuthUser } from '../auth-types';
import { AccountBar } from './account-bar';
import { serveFirebaseConfig } from '@/test/firebase-config';

async function signedInAs(user: AuthUser) {
  serveFirebaseConfig();
  let listener: (u: AuthUser | null) => void = () => {};
  const signOutUser = vi.fn(async () => listener(null));
  setClientLoaderForTests(async () => ({
    watchUser: (l: typeof listener) => {
      listener = l;
      l(user);
      return () => {};
    },
    authStateReady: async () => {},
    signInWithGoogle: async () => {},
    signOutUser,
  }));
  await act(() => loadAuth());
  return { signOutUser };
}

describe('AccountBar', () => {
  it('shows nothing while the visitor is not signed in', () => {
    setClientLoaderForTests(async () => {
      throw new Error('not loaded');
    });
    const { container } = render(<AccountBar />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the name and the default picture when the account has none', async () => {
    await signedInAs({ uid: '1', displayName: 'Оксана Коваль', photoURL: null });
    render(<AccountBar />);
    expect(screen.getByText('Оксана Коваль')).toBeInTheDocument();
    expect(screen.getByTestId('user-avatar')).toHaveAttribute('src', DEFAULT_AVATAR_IMAGE);
  });

  it('falls back to the default picture when the photo fails to load', async () => {
    await signedInAs({ uid: '1', displayName: 'Оксана', photoURL: 'https://lh3.googleusercontent.com/a/x' });
    render(<AccountBar />);
    const avatar = screen.getByTestId('user-avatar');
    expect(avatar).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/x');
    fireEvent.error(avatar);
    expect(avatar).toHaveAttribute('src', DEFAULT_AVATAR_IMAGE);
  });

  it('signs out with «Вийти»', async () => {
    const { signOutUser } = await signedInAs({ uid: '1', displayName: 'Оксана', photoURL: null });
    render(<AccountBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    expect(signOutUser).toHaveBeenCalled();
    expect(screen.queryByText('Оксана')).not.toBeInTheDocument();
  });
});
