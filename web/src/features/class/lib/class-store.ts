import {
  addStudent,
  CLASSES_KEY,
  LABEL_MAX_LENGTH,
  parseClasses,
  serializeClasses,
  UNREADABLE_PREFIX,
  type AddOutcome,
  type ClassRecord,
  type Student,
} from './class-format';

/**
 * The adviser's classes in this tab, kept in `localStorage` (docs/decisions/0017, as decision
 * 0012 keeps roadmap marks). Storage that refuses leaves the classes working in memory for this
 * tab (`refused`); a stored value that can't be read is moved under another key before anything
 * is written (`unreadable`); every change starts from what is stored now, and another tab's
 * change arrives through the `storage` event, so two tabs of /class agree. Nothing leaves the device.
 */
export interface ClassStore {
  classes(): readonly ClassRecord[];
  find(id: string): ClassRecord | undefined;
  create(label: string): ClassRecord;
  add(id: string, student: Student): AddOutcome | null;
  /** Removes the student at `index` (0-based), e.g. a wrongly scanned code. */
  remove(id: string, index: number): void;
  /** Empties a class, keeping its label. */
  clear(id: string): void;
  delete(id: string): void;
  subscribe(listener: () => void): () => void;
  readonly refused: boolean;
  readonly unreadable: boolean;
}

function openStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('');

export function createClassStore(storage: Storage | null = openStorage()): ClassStore {
  const listeners = new Set<() => void>();
  let refused = !storage;
  let unreadable = false;
  // An unreadable value that could not be set aside is never written over.
  let frozen = false;
  let classes: ClassRecord[] = [];

  const emit = () => listeners.forEach((listener) => listener());

  const readStored = (): ClassRecord[] | null => {
    try {
      return parseClasses(storage?.getItem(CLASSES_KEY) ?? null);
    } catch {
      refused = true;
      return null;
    }
  };

  const load = () => {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(CLASSES_KEY) ?? null;
    } catch {
      refused = true;
      return;
    }
    const read = parseClasses(raw);
    if (read) {
      classes = read;
      return;
    }
    unreadable = true;
    try {
      storage?.setItem(UNREADABLE_PREFIX + Date.now(), raw ?? '');
      storage?.removeItem(CLASSES_KEY);
    } catch {
      frozen = refused = true;
    }
  };
  load();

  window.addEventListener('storage', (event) => {
    if (event.key !== CLASSES_KEY && event.key !== null) return;
    const read = parseClasses(event.newValue ?? null);
    if (!read) return;
    classes = read;
    emit();
  });

  /** Applies a change to the freshest classes (another tab may have written since) and stores them. */
  const update = (change: (current: ClassRecord[]) => ClassRecord[]) => {
    const stored = storage && !frozen && !refused ? readStored() : null;
    classes = change(stored ?? classes);
    if (storage && !frozen) {
      try {
        storage.setItem(CLASSES_KEY, serializeClasses(classes));
        refused = false;
      } catch {
        refused = true;
      }
    }
    emit();
  };

  const changeClass = (id: string, change: (record: ClassRecord) => ClassRecord) =>
    update((current) => current.map((record) => (record.id === id ? change(record) : record)));

  return {
    classes: () => classes,
    find: (id) => classes.find((record) => record.id === id),
    create(label) {
      const record: ClassRecord = {
        id: newId(),
        label: label.trim().slice(0, LABEL_MAX_LENGTH),
        created: Date.now(),
        students: [],
      };
      update((current) => [...current, record]);
      return record;
    },
    add(id, student) {
      let outcome: AddOutcome | null = null;
      changeClass(id, (record) => {
        const result = addStudent(record.students, student);
        outcome = result.outcome;
        return { ...record, students: result.students };
      });
      return outcome;
    },
    remove(id, index) {
      changeClass(id, (record) => ({ ...record, students: record.students.filter((_, i) => i !== index) }));
    },
    clear(id) {
      changeClass(id, (record) => ({ ...record, students: [] }));
    },
    delete(id) {
      update((current) => current.filter((record) => record.id !== id));
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

let store: ClassStore | undefined;

/** One store per page. */
export function classStore(): ClassStore {
  return (store ??= createClassStore());
}
