import { useEffect, useState } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, useToasts, type Toast } from '@/lib/toast';

/** Marks the toast area, so an open modal dialog can tell a click on a toast from a click outside. */
export const TOAST_REGION_ATTRIBUTE = 'data-toast-region';

/**
 * The toasts, bottom right (bottom on phones). The list is a polite live region that exists
 * before any toast arrives, so screen readers announce each one. A modal dialog hides
 * everything outside itself from assistive technology: while one is open, put a
 * `<ToastAnnouncer>` inside it.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Сповіщення"
      {...{ [TOAST_REGION_ATTRIBUTE]: '' }}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center gap-2 p-4 sm:right-0 sm:left-auto sm:items-end"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast.id, paused]);

  const error = toast.variant === 'error';
  return (
    <li
      data-testid="toast"
      className={cn(
        'pointer-events-auto flex w-full items-start gap-3 rounded-xl border bg-white p-4 shadow-lg',
        error ? 'border-red-300' : 'border-slate-200',
      )}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div lang={toast.lang} className="min-w-0 flex-1 break-words">
        <p className={cn('text-sm font-semibold', error ? 'text-red-800' : 'text-slate-900')}>{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm text-slate-700">{toast.description}</p>}
      </div>
      <Tooltip content="Закрити сповіщення" side="left" describes={false} wrapperClassName="relative -m-1">
        <button
          type="button"
          className="rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label="Закрити сповіщення"
          onClick={() => dismissToast(toast.id)}
        >
          <CloseIcon className="size-4" />
        </button>
      </Tooltip>
    </li>
  );
}

/**
 * A visually hidden copy of the newest toast, for use inside a modal dialog (which hides the
 * page's own toast area from screen readers while it is open).
 */
export function ToastAnnouncer() {
  const toasts = useToasts();
  const [mountedWith] = useState(() => toasts.at(-1)?.id);
  const latest = toasts.at(-1);
  // Only toasts that arrive while the dialog is open are announced here.
  const fresh = latest && latest.id !== mountedWith ? latest : undefined;
  const text = fresh ? [fresh.title, fresh.description].filter(Boolean).join('. ') : '';
  return (
    <p lang={fresh?.lang} aria-live="assertive" aria-atomic="true" className="sr-only">
      {text}
    </p>
  );
}
