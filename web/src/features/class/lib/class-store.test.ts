// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLASSES_KEY, parseClasses, UNREADABLE_PREFIX } from './class-format';
import { createClassStore } from './class-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

const student = { code: '1acbdd', tag: '4821', via: 'scan' as const };

describe('class store', () => {
  it('keeps classes in localStorage and reads them back in a new page', () => {
    const store = createClassStore(localStorage);
    const record = store.create('  8-Б  ');
    expect(store.add(record.id, student)).toEqual({ added: true, number: 1, sameCodeBefore: false });
    expect(store.add(record.id, student)).toEqual({ added: false, number: 1 });
    const stored = parseClasses(localStorage.getItem(CLASSES_KEY));
    expect(stored).toEqual([{ ...record, label: '8-Б', students: [student] }]);
    expect(createClassStore(localStorage).find(record.id)?.students).toEqual([student]);
    expect(store.refused).toBe(false);
    expect(store.unreadable).toBe(false);
  });

  it('writes nothing when a code adds nothing (already counted)', () => {
    const store = createClassStore(localStorage);
    const { id } = store.create('8-Б');
    store.add(id, student);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    expect(store.add(id, student)).toEqual({ added: false, number: 1 });
    expect(store.add(id, { ...student, tag: null, via: 'code' })).toMatchObject({ added: true, number: 2 });
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('removes one student, clears and deletes a class', () => {
    const store = createClassStore(localStorage);
    const { id } = store.create('');
    store.add(id, student);
    store.add(id, { code: '1aaaaa', tag: null, via: 'paper' });
    expect(store.remove(id, 0, student)).toBe(true);
    expect(store.find(id)?.students).toEqual([{ code: '1aaaaa', tag: null, via: 'paper' }]);
    store.clear(id);
    expect(store.find(id)?.students).toEqual([]);
    store.delete(id);
    expect(store.classes()).toEqual([]);
    expect(parseClasses(localStorage.getItem(CLASSES_KEY))).toEqual([]);
  });

  it('removes a student only if the one at that place is still the one the adviser chose', () => {
    const mine = createClassStore(localStorage);
    const { id } = mine.create('8-Б');
    const [first, second, third] = ['1aaaaa', '1bbbbb', '1ccccc'].map((code) => ({
      code,
      tag: '0001',
      via: 'scan' as const,
    }));
    for (const s of [first!, second!, third!]) mine.add(id, s);
    // The adviser asks to remove «Учень 2»; before they confirm, another tab removes «Учень 1».
    createClassStore(localStorage).remove(id, 0, first!);
    expect(mine.remove(id, 1, second!)).toBe(false);
    expect(mine.find(id)?.students).toEqual([second, third]);
    expect(mine.remove(id, 0, second!)).toBe(true);
    expect(mine.find(id)?.students).toEqual([third]);
  });

  // The storage rules themselves (refusing storage, two tabs, what can't be read) are
  // lib/device-store.test.ts's: here, only that the classes are kept by them.
  it('keeps to the device store’s rules: an unreadable value goes under the classes’ own key, and the store says so', () => {
    localStorage.setItem(CLASSES_KEY, '{"v":1,"classes":[{"broken"');
    const store = createClassStore(localStorage);
    expect([store.unreadable, store.refused, store.outdated]).toEqual([true, false, false]);
    const aside = Object.keys(localStorage).filter((key) => key.startsWith(UNREADABLE_PREFIX));
    expect(aside.map((key) => localStorage.getItem(key))).toEqual(['{"v":1,"classes":[{"broken"']);
    expect(createClassStore(null).refused).toBe(true);
  });
});
