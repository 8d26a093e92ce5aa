import { createStore } from './store';

/**
 * A value kept on this device in `localStorage`, with the care decisions 0012 (roadmap marks),
 * 0017 (the adviser's classes) and 0026 (one store shape) ask for. Nothing is lost and nothing
 * breaks:
 * - storage that refuses (blocked, private mode, full) leaves the value working in memory for
 *   this tab (`refused`);
 * - a value found stored when the store is made that can't be read is moved under
 *   `unreadablePrefix` + the time before anything is written, and is never written over if it
 *   can't be moved (`unreadable`);
 * - every change starts from what is stored now, and another tab's change arrives through the
 *   `storage` event while anyone listens (and is read when someone starts to), so two tabs agree;
 * - what another tab stores later that this version can't read (a newer version of the site,
 *   say) is neither set aside nor written over: this tab's changes then last only as long as the
 *   tab (`outdated`), until the store holds something this version can read again.
 * Nothing leaves the device. The domain stores (marks, classes) add only their own operations.
 */
export interface DeviceStore<T> extends StorageState {
  get(): T;
  /** Applies `change` to the freshest value (another tab may have written since) and keeps it. */
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
}

/** What a page tells its user about where the value lives. */
export interface StorageState {
  /** A read or write failed: the value lasts only as long as this tab. */
  readonly refused: boolean;
  /** The stored value could not be read; it was kept aside. */
  readonly unreadable: boolean;
  /** Another tab stored what this version can't read; it is kept, and this tab's changes stay in the tab. */
  readonly outdated: boolean;
}

/**
 * A domain store's operations with the device store's state read live (`refused`, `unreadable`,
 * `outdated`), so each domain store (marks, lessons, the coordinator's report) adds only its own.
 */
export function withStorageState<T extends StorageState>(
  stored: StorageState,
  operations: Omit<T, keyof StorageState>,
): T {
  return Object.defineProperties(operations, {
    refused: { get: () => stored.refused, enumerable: true },
    unreadable: { get: () => stored.unreadable, enumerable: true },
    outdated: { get: () => stored.outdated, enumerable: true },
  }) as T;
}

export interface StoredFormat<T> {
  key: string;
  /** Where an unreadable value is set aside (the time is appended). */
  unreadablePrefix: string;
  /** The value of a stored text (`null`: nothing stored yet), or null when it can't be read. */
  parse(raw: string | null): T | null;
  serialize(value: T): string;
  /** The value while storage can't be read at all. */
  empty: T;
}

/** `localStorage`, or null where reaching it throws (blocked storage). */
export function openStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createDeviceStore<T>(format: StoredFormat<T>, storage: Storage | null = openStorage()): DeviceStore<T> {
  let refused = !storage;
  let unreadable = false;
  let outdated = false;
  // An unreadable value that could not be set aside is never written over.
  let frozen = false;

  /** The stored text (null: nothing stored), or undefined when storage refuses to be read. */
  const readRaw = (): string | null | undefined => {
    try {
      return storage?.getItem(format.key) ?? null;
    } catch {
      refused = true;
      return undefined;
    }
  };

  /** Another tab's text: its value if this version can read it, else null — and it stays as it is. */
  const readOthers = (raw: string | null): T | null => {
    const read = format.parse(raw);
    outdated = read === null;
    return read;
  };

  /** Catches up with what is stored now, unless this tab's value lives only in memory. */
  const catchUp = () => {
    if (refused || frozen) return;
    const raw = readRaw();
    const read = raw === undefined ? null : readOthers(raw);
    if (read !== null) state.set(read);
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== format.key && event.key !== null) return;
    // Told either way: the value, or only `outdated`, changed.
    state.set(readOthers(event.newValue) ?? state.get());
  };

  const state = createStore(format.empty, () => {
    catchUp();
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  });

  // What was stored before this store: an unreadable value is moved aside, under its own key.
  const initial = readRaw();
  if (initial !== undefined) {
    const read = format.parse(initial);
    if (read !== null) state.set(read);
    else if (initial !== null) {
      unreadable = true;
      try {
        storage?.setItem(format.unreadablePrefix + Date.now(), initial);
        storage?.removeItem(format.key);
      } catch {
        frozen = refused = true;
      }
    }
  }

  return {
    get: state.get,
    update(change) {
      let current = state.get();
      if (storage && !frozen && !refused) {
        const raw = readRaw();
        current = (raw === undefined ? null : readOthers(raw)) ?? current;
      }
      const next = change(current);
      if (storage && !frozen && !outdated) {
        try {
          storage.setItem(format.key, format.serialize(next));
          refused = false;
        } catch {
          refused = true;
        }
      }
      state.set(next);
    },
    subscribe: state.subscribe,
    get refused() {
      return refused;
    },
    get unreadable() {
      return unreadable;
    },
    get outdated() {
      return outdated;
    },
  };
}
