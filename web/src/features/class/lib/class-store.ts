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
import { createDeviceStore, openStorage, type StorageState, withStorageState } from '@/lib/device-store';

/**
 * The adviser's classes in this tab, kept on the device (docs/decisions/0017) by the rules of
 * lib/device-store.ts, which also tell `refused`, `unreadable` and `outdated`.
 */
export interface ClassStore extends StorageState {
  classes(): readonly ClassRecord[];
  find(id: string): ClassRecord | undefined;
  create(label: string): ClassRecord;
  add(id: string, student: Student): AddOutcome | null;
  /**
   * Removes the student at `index` (0-based), e.g. a wrongly scanned code, if it is still
   * `student`: another tab may have changed the list since it was shown. Returns whether it did.
   */
  remove(id: string, index: number, student: Student): boolean;
  /** Empties a class, keeping its label. */
  clear(id: string): void;
  delete(id: string): void;
  subscribe(listener: () => void): () => void;
}

const newId = () => Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => (b % 36).toString(36)).join('');

export function createClassStore(storage: Storage | null = openStorage()): ClassStore {
  const stored = createDeviceStore<ClassRecord[]>(
    {
      key: CLASSES_KEY,
      unreadablePrefix: UNREADABLE_PREFIX,
      parse: parseClasses,
      serialize: serializeClasses,
      empty: [],
    },
    storage,
  );
  const classes = stored.get;
  const update = stored.update;

  const changeClass = (id: string, change: (record: ClassRecord) => ClassRecord) =>
    update((current) => current.map((record) => (record.id === id ? change(record) : record)));

  return withStorageState(stored, {
    classes,
    find: (id) => classes().find((record) => record.id === id),
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
      // A code already counted changes nothing: no write (a scanner may report it often).
      const current = classes().find((record) => record.id === id);
      if (!current) return null;
      const before = addStudent(current.students, student).outcome;
      if (!before.added) {
        // The code typed first, then scanned with the interests (decision 0033): keep them.
        if (student.interests && !current.students[before.number - 1]?.interests)
          changeClass(id, (record) => ({
            ...record,
            students: record.students.map((s, i) =>
              i === before.number - 1 && s.code === student.code && s.tag === student.tag
                ? { ...s, interests: student.interests }
                : s,
            ),
          }));
        return before;
      }
      let outcome: AddOutcome | null = null;
      changeClass(id, (record) => {
        const result = addStudent(record.students, student);
        outcome = result.outcome;
        return { ...record, students: result.students };
      });
      return outcome;
    },
    remove(id, index, student) {
      let removed = false;
      changeClass(id, (record) => {
        const at = record.students[index];
        removed = at?.code === student.code && at.tag === student.tag && at.via === student.via;
        return removed ? { ...record, students: record.students.filter((_, i) => i !== index) } : record;
      });
      return removed;
    },
    clear(id) {
      changeClass(id, (record) => ({ ...record, students: [] }));
    },
    delete(id) {
      update((current) => current.filter((record) => record.id !== id));
    },
    subscribe: stored.subscribe,
  });
}

let store: ClassStore | undefined;

/** One store per page. */
export function classStore(): ClassStore {
  return (store ??= createClassStore());
}
