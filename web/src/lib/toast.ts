import { createStore, useStore } from './store';

export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'error';
  /** The language of the texts when it isn't the page's Ukrainian (the specification's English toast). */
  lang?: string;
}

/** How long a toast stays unless the visitor hovers or focuses it. */
export const TOAST_DURATION_MS = 6000;

const store = createStore<readonly Toast[]>([]);
let nextId = 1;
const EMPTY: readonly Toast[] = [];

/** Shows a toast; whichever `<Toaster>` is mounted displays and announces it. */
export function toast(input: Omit<Toast, 'id'>): number {
  const id = nextId++;
  // At most three at a time: the oldest go first.
  store.set([...store.get(), { ...input, id }].slice(-3));
  return id;
}

export function dismissToast(id: number) {
  store.set(store.get().filter((t) => t.id !== id));
}

export function useToasts(): readonly Toast[] {
  return useStore(store, EMPTY);
}
