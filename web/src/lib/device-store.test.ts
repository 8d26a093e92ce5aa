import { beforeEach, describe, expect, it } from 'vitest';
import { createDeviceStore, type StoredFormat } from './device-store';

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
const aside = () => Object.keys(localStorage).filter((key) => key.startsWith(format.unreadablePrefix));

describe('createDeviceStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a value and reads it back in another store', () => {
    createDeviceStore(format, localStorage).update((n) => [...n, 1]);
    expect(createDeviceStore(format, localStorage).get()).toEqual([1]);
  });

  it('sets an unreadable value aside before writing, and says so', () => {
    localStorage.setItem(format.key, 'garbage');
    const store = createDeviceStore(format, localStorage);
    expect(store.unreadable).toBe(true);
    store.update((n) => [...n, 2]);
    expect(aside().map((key) => localStorage.getItem(key))).toEqual(['garbage']);
    expect(createDeviceStore(format, localStorage).get()).toEqual([2]);
  });

  it('never writes over what another tab stored and this one cannot read', () => {
    const store = createDeviceStore(format, localStorage);
    store.update(() => [1]);
    // A newer version of the site, in another tab.
    localStorage.setItem(format.key, JSON.stringify({ v: 2, n: [9] }));
    store.update((n) => [...n, 3]);
    expect(aside().map((key) => localStorage.getItem(key))).toEqual([JSON.stringify({ v: 2, n: [9] })]);
    expect(store.unreadable).toBe(true);
    expect(store.get()).toEqual([1, 3]);
  });

  it('starts each change from what another tab stored', () => {
    const mine = createDeviceStore(format, localStorage);
    createDeviceStore(format, localStorage).update(() => [7]);
    mine.update((n) => [...n, 8]);
    expect(createDeviceStore(format, localStorage).get()).toEqual([7, 8]);
  });

  it('works in memory when storage refuses', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createDeviceStore(format, refusing);
    store.update(() => [5]);
    expect(store.get()).toEqual([5]);
    expect(store.refused).toBe(true);
  });
});
