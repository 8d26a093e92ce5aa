import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'error';
}

/** How long a toast stays unless the visitor hovers or focuses it. */
export const TOAST_DURATION_MS = 6000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const EMPTY: readonly Toast[] = [];

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast; whichever `<Toaster>` is mounted displays and announces it. */
export function toast(input: Omit<Toast, 'id'>): number {
  const id = nextId++;
  // At most three at a time: the oldest go first.
  toasts = [...toasts, { ...input, id }].slice(-3);
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}
