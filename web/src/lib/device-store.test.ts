// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDeviceStore, type StoredFormat } from './device-store';

// The storage rules of every store kept on the device (marks, classes) are tested here, once.
const format: StoredFormat<number[]> = {
  key: 'test:numbers',
  unreadablePrefix: 'test:numbers:unreadable:',
  parse(raw) {
    if (raw === null) return [];
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'object' && value !== null && 'v' in value && value.v === 1 && 'n' in value
        ? (value.n as number[])
        : null;
    } catch {
      return null;
    }
  },
  serialize: (n) => JSON.stringify({ v: 1, n }),
  empty: [],
};
const aside = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith(format.unreadablePrefix))
    .map((key) => localStorage.getItem(key));
/** What a newer version of the site stores, and this one can't read. */
const NEWER = JSON.stringify({ v: 2, n: [9] });
const refusing = () =>
  ({
    getItem: () => null,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError');
    },
    removeItem: () => undefined,
  }) as unknown as Storage;
const fromOtherTab = (newValue: string | null, key: string = format.key) =>
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));

describe('createDeviceStore', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('keeps a value and reads it back in another store', () => {
    const store = createDeviceStore(format, localStorage);
    store.update((n) => [...n, 1]);
    expect(createDeviceStore(format, localStorage).get()).toEqual([1]);
    expect([store.refused, store.unreadable, store.outdated]).toEqual([false, false, false]);
  });

  describe('an unreadable value stored before', () => {
    it('is set aside before anything is written, and the store says so', () => {
      localStorage.setItem(format.key, 'garbage');
      const store = createDeviceStore(format, localStorage);
      expect(store.unreadable).toBe(true);
      expect(store.get()).toEqual([]);
      expect(aside()).toEqual(['garbage']);
      store.update((n) => [...n, 2]);
      expect(aside()).toEqual(['garbage']);
      expect(createDeviceStore(format, localStorage).get()).toEqual([2]);
    });

    it('is never written over when it cannot be set aside', () => {
      localStorage.setItem(format.key, 'garbage');
      const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new DOMException('full', 'QuotaExceededError');
      });
      const store = createDeviceStore(format, localStorage);
      expect([store.unreadable, store.refused]).toEqual([true, true]);
      setItem.mockRestore();
      store.update(() => [1]);
      store.subscribe(() => {});
      store.update((n) => [...n, 2]);
      expect(localStorage.getItem(format.key)).toBe('garbage');
      expect(store.get()).toEqual([1, 2]);
    });
  });

  describe('refusing storage', () => {
    it('leaves the value working in memory when writes are refused, and says so', () => {
      const store = createDeviceStore(format, refusing());
      expect(store.refused).toBe(false);
      store.update(() => [5]);
      expect(store.get()).toEqual([5]);
      expect(store.refused).toBe(true);
    });

    it('works in memory when storage is blocked altogether', () => {
      const store = createDeviceStore(format, null);
      expect(store.refused).toBe(true);
      store.update(() => [5]);
      expect(store.get()).toEqual([5]);
    });

    it('keeps what it holds in memory when someone starts listening again', () => {
      const store = createDeviceStore(format, refusing());
      store.subscribe(() => {})();
      store.update(() => [5]);
      store.subscribe(() => {});
      expect(store.get()).toEqual([5]);
    });
  });

  describe('two tabs', () => {
    it('start each change from what the other stored', () => {
      const mine = createDeviceStore(format, localStorage);
      createDeviceStore(format, localStorage).update(() => [7]);
      mine.update((n) => [...n, 8]);
      expect(createDeviceStore(format, localStorage).get()).toEqual([7, 8]);
    });

    it('hear each other through the storage event, for their own key only', () => {
      const store = createDeviceStore(format, localStorage);
      const listener = vi.fn();
      store.subscribe(listener);
      fromOtherTab(format.serialize([3]));
      expect(store.get()).toEqual([3]);
      expect(listener).toHaveBeenCalledOnce();
      fromOtherTab('x', 'something-else');
      expect(listener).toHaveBeenCalledOnce();
    });

    it('listen to the window only while someone listens to the store, and catch up when someone starts again', () => {
      const add = vi.spyOn(window, 'addEventListener');
      const remove = vi.spyOn(window, 'removeEventListener');
      const storageHandlers = (spy: typeof add | typeof remove) =>
        spy.mock.calls.filter(([type]) => (type as string) === 'storage').map(([, handler]) => handler);
      const store = createDeviceStore(format, localStorage);
      expect(storageHandlers(add)).toHaveLength(0);
      const [stopFirst, stopSecond] = [store.subscribe(() => {}), store.subscribe(() => {})];
      expect(storageHandlers(add)).toHaveLength(1);
      stopFirst();
      expect(storageHandlers(remove)).toHaveLength(0);
      stopSecond();
      expect(storageHandlers(remove)).toEqual(storageHandlers(add));
      // Another tab wrote while nobody listened: the next listener sees it.
      createDeviceStore(format, localStorage).update(() => [4]);
      store.subscribe(() => {});
      expect(store.get()).toEqual([4]);
    });
  });

  describe('what another tab stores and this version cannot read (a newer version of the site)', () => {
    it('is neither set aside nor written over by this tab’s next change, which stays in the tab', () => {
      const store = createDeviceStore(format, localStorage);
      store.update(() => [1]);
      localStorage.setItem(format.key, NEWER);
      store.update((n) => [...n, 3]);
      expect(aside()).toEqual([]);
      expect(localStorage.getItem(format.key)).toBe(NEWER);
      expect(store.get()).toEqual([1, 3]);
      expect([store.outdated, store.unreadable]).toEqual([true, false]);
    });

    it('arriving by the storage event, is kept too, and the listeners hear that the tab is outdated', () => {
      const store = createDeviceStore(format, localStorage);
      const listener = vi.fn();
      store.subscribe(listener);
      store.update(() => [1]);
      localStorage.setItem(format.key, NEWER);
      fromOtherTab(NEWER);
      expect(store.get()).toEqual([1]);
      expect(store.outdated).toBe(true);
      expect(listener).toHaveBeenCalledTimes(2);
      store.update((n) => [...n, 2]);
      expect(localStorage.getItem(format.key)).toBe(NEWER);
      expect(aside()).toEqual([]);
    });

    it('once replaced by something this version reads, lets the tab write again', () => {
      const store = createDeviceStore(format, localStorage);
      localStorage.setItem(format.key, NEWER);
      store.update(() => [1]);
      expect(store.outdated).toBe(true);
      localStorage.setItem(format.key, format.serialize([6]));
      store.update((n) => [...n, 7]);
      expect(store.outdated).toBe(false);
      expect(createDeviceStore(format, localStorage).get()).toEqual([6, 7]);
    });
  });
});
