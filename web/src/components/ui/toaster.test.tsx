import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast, TOAST_DURATION_MS } from '@/lib/toast';
import { ToastAnnouncer, Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows toasts in a live region and closes them by button', async () => {
    render(<Toaster />);
    const region = screen.getByRole('region', { name: 'Сповіщення' });
    expect(within(region).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    act(() => void toast({ title: 'Готово', description: 'Все вдалося.' }));
    expect(within(region).getByText('Готово')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Закрити сповіщення' }));
    expect(within(region).queryByText('Готово')).not.toBeInTheDocument();
  });

  it('lets a toast go by itself after a while', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Тимчасове' }));
    expect(screen.getByText('Тимчасове')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 10));
    expect(screen.queryByText('Тимчасове')).not.toBeInTheDocument();
  });

  it('announces, inside a dialog, only the toasts that come while it is open', () => {
    let id = 0;
    act(() => void (id = toast({ title: 'Старе' })));
    render(<ToastAnnouncer />);
    expect(screen.queryByText(/Старе/)).not.toBeInTheDocument();
    act(() => void toast({ title: 'Помилка входу', description: 'Не вдалося увійти через Google' }));
    expect(screen.getByText('Помилка входу. Не вдалося увійти через Google')).toHaveAttribute('aria-live', 'assertive');
    act(() => dismissToast(id));
  });
});
