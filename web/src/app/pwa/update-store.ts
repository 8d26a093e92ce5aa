import { createStore } from '@/lib/store';

/** Set when a new version is installed and waiting: calling it switches to that version. */
export const updateStore = createStore<(() => void) | null>(null);
