/**
 * A value kept on this device in `localStorage`, with the care decisions 0012 (roadmap marks)
 * and 0017 (the adviser's classes) ask for. Nothing is lost and nothing breaks:
 * - storage that refuses (blocked, private mode, full) leaves the value working in memory for
 *   this tab (`refused`);
 * - a stored value that can't be read is moved under `unreadablePrefix` + the time before
 *   anything is written, and is never written over if it can't be moved (`unreadable`);
 * - every change starts from what is stored now, and another tab's change arrives through the
 *   `storage` event, so two tabs agree.
 * Nothing leaves the device.
 */
export interface DeviceStore<T> {
  get(): T;
  /** Applies `change` to the freshest value (another tab may have written since) and keeps it. */
  update(change: (current: T) => T): void;
  subscribe(listener: () => void): () => void;
  /** A read or write failed: the value lasts only as long as this tab. */
  readonly refused: boolean;
  /** The stored value could not be read; it was kept aside. */
  readonly unreadable: boolean;
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
  const listeners = new Set<() => void>();
  let refused = !storage;
  let unreadable = false;
  // An unreadable value that could not be set aside is never written over.
  let frozen = false;
  let value = format.empty;

  const emit = () => listeners.forEach((listener) => listener());

  /** Moves an unreadable stored text under its own key, so that nothing is written over it. */
  const setAside = (raw: string) => {
    unreadable = true;
    try {
      storage?.setItem(format.unreadablePrefix + Date.now(), raw);
      storage?.removeItem(format.key);
    } catch {
      frozen = refused = true;
    }
  };

  /**
   * What is stored now (the empty value when nothing is), or null when storage refuses or holds
   * something unreadable — set aside first, be it from before or from another tab (a newer
   * version of the site, say).
   */
  const readStored = (): T | null => {
    let raw: string | null;
    try {
      raw = storage?.getItem(format.key) ?? null;
    } catch {
      refused = true;
      return null;
    }
    const read = format.parse(raw);
    if (read === null && raw !== null) setAside(raw);
    return read;
  };

  const load = () => {
    value = readStored() ?? value;
  };
  load();

  window.addEventListener('storage', (event) => {
    if (event.key !== format.key && event.key !== null) return;
    const read = format.parse(event.newValue ?? null);
    if (!read) return;
    value = read;
    emit();
  });

  return {
    get: () => value,
    update(change) {
      const stored = storage && !frozen && !refused ? readStored() : null;
      value = change(stored ?? value);
      if (storage && !frozen) {
        try {
          storage.setItem(format.key, format.serialize(value));
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
