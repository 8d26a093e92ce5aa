import { MARKS_KEY, UNREADABLE_PREFIX, parseMarks, serializeMarks, type Marks } from './marks-format';

/**
 * The student's marks in this tab, kept in `localStorage` (docs/decisions/0012).
 *
 * Nothing is lost and nothing breaks: storage that refuses (blocked, private mode, full) leaves
 * the marks working in memory for this tab (`refused`); a stored value that can't be read is
 * moved under another key before anything is written (`unreadable`); another tab's change
 * arrives through the `storage` event.
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

function openStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage throws on access.
    return null;
  }
}

export function createMarksStore(): MarksStore {
  const storage = openStorage();
  const listeners = new Set<() => void>();
  let refused = !storage;
  let unreadable = false;
  // An unreadable value that could not be set aside is never written over.
  let frozen = false;
  let marks: Marks = {};

  const emit = () => listeners.forEach((listener) => listener());

  const load = () => {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(MARKS_KEY) ?? null;
    } catch {
      refused = true;
    }
    const read = parseMarks(raw);
    if (read) {
      marks = read;
      return;
    }
    unreadable = true;
    try {
      storage?.setItem(UNREADABLE_PREFIX + Date.now(), raw ?? '');
      storage?.removeItem(MARKS_KEY);
    } catch {
      frozen = refused = true;
    }
  };
  load();

  window.addEventListener('storage', (event) => {
    if (event.key !== MARKS_KEY && event.key !== null) return;
    const read = parseMarks(event.newValue ?? null);
    if (!read) return;
    marks = read;
    emit();
  });

  return {
    get: (roadmap) => marks[roadmap] ?? [],
    all: () => marks,
    set(roadmap, stepIds) {
      marks = { ...marks, [roadmap]: [...new Set(stepIds)] };
      if (storage && !frozen) {
        try {
          storage.setItem(MARKS_KEY, serializeMarks(marks));
          refused = false;
        } catch {
          refused = true;
        }
      }
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get refused() {
      return refused;
    },
    get unreadable() {
      return unreadable;
    },
  };
}

export function marksStore(): MarksStore {
  return (window.__stezhkaMarks ??= createMarksStore());
}
