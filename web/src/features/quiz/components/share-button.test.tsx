import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/lib/toast';
import { ShareButton } from './share-button';

const URL = 'https://stezhka.example/quiz#r=1abcda';

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <ShareButton url={URL} />
      <Toaster />
    </>,
  );
  return { user, button: screen.getByRole('button', { name: 'Поділитися результатом' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'canShare');
  act(() => {
    for (let id = 0; id < 100; id++) dismissToast(id);
  });
});

describe('ShareButton', () => {
  it('hands the link to the share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user, button } = setup();
    await user.click(button);
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: URL }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('does nothing more when the share sheet is closed', async () => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')),
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { user, button } = setup();
    await user.click(button);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const { user, button } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(URL);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent('Посилання скопійовано'));
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    const { user, button } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('toast')).toHaveTextContent(`Скопіюй його вручну: ${URL}`));
  });
});
