import { createDeviceStore, type StorageState, withStorageState } from '@/lib/device-store';
import { MARKS_KEY, UNREADABLE_PREFIX, parseMarks, serializeMarks, type Marks } from './marks-format';

/**
 * The student's marks in this tab, kept on the device (docs/decisions/0012) by the rules of
 * lib/device-store.ts, which also tell `refused`, `unreadable` and `outdated`.
 */
export interface MarksStore extends StorageState {
  get(roadmap: string): readonly string[];
  all(): Marks;
  set(roadmap: string, stepIds: readonly string[]): void;
  subscribe(listener: () => void): () => void;
}

export function createMarksStore(): MarksStore {
  const stored = createDeviceStore<Marks>({
    key: MARKS_KEY,
    unreadablePrefix: UNREADABLE_PREFIX,
    parse: parseMarks,
    serialize: serializeMarks,
    empty: {},
  });
  return withStorageState(stored, {
    get: (roadmap) => stored.get()[roadmap] ?? [],
    all: () => stored.get(),
    set: (roadmap, stepIds) => stored.update((marks) => ({ ...marks, [roadmap]: [...new Set(stepIds)] })),
    subscribe: stored.subscribe,
  });
}

export function marksStore(): MarksStore {
  return (window.__stezhkaMarks ??= createMarksStore());
}
