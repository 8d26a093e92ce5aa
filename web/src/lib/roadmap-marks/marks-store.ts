import { createDeviceStore } from '@/lib/device-store';
import { MARKS_KEY, UNREADABLE_PREFIX, parseMarks, serializeMarks, type Marks } from './marks-format';

/**
 * The student's marks in this tab, kept in `localStorage` (docs/decisions/0012).
 *
 * Nothing is lost and nothing breaks (lib/device-store.ts): storage that refuses leaves the marks
 * working in memory for this tab (`refused`); a stored value that can't be read is set aside
 * (`unreadable`); another tab's change arrives through the `storage` event.
 */
export interface MarksStore {
  get(roadmap: string): readonly string[];
  all(): Marks;
  set(roadmap: string, stepIds: readonly string[]): void;
  subscribe(listener: () => void): () => void;
  /** A write failed: the marks last only as long as this tab. */
  readonly refused: boolean;
  /** The stored value could not be read; it was kept aside. */
  readonly unreadable: boolean;
}

export function createMarksStore(): MarksStore {
  const stored = createDeviceStore<Marks>({
    key: MARKS_KEY,
    unreadablePrefix: UNREADABLE_PREFIX,
    parse: parseMarks,
    serialize: serializeMarks,
    empty: {},
  });
  return {
    get: (roadmap) => stored.get()[roadmap] ?? [],
    all: () => stored.get(),
    set: (roadmap, stepIds) => stored.update((marks) => ({ ...marks, [roadmap]: [...new Set(stepIds)] })),
    subscribe: stored.subscribe,
    get refused() {
      return stored.refused;
    },
    get unreadable() {
      return stored.unreadable;
    },
  };
}

export function marksStore(): MarksStore {
  return (window.__stezhkaMarks ??= createMarksStore());
}
