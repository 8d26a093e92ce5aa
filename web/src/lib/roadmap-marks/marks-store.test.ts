// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MARKS_KEY, UNREADABLE_PREFIX } from './marks-format';
import { createMarksStore } from './marks-store';

const asideKeys = () => Object.keys(localStorage).filter((key) => key.startsWith(UNREADABLE_PREFIX));

afterEach(() => vi.restoreAllMocks());

describe('createMarksStore', () => {
  it('keeps marks in localStorage, in the current version, and reads them back', () => {
    const store = createMarksStore();
    store.set('teacher', ['tutor', 'nmt']);
    expect(JSON.parse(localStorage.getItem(MARKS_KEY)!)).toEqual({ v: 1, marks: { teacher: ['tutor', 'nmt'] } });
    expect(createMarksStore().get('teacher')).toEqual(['tutor', 'nmt']);
    expect(createMarksStore().get('data-scientist')).toEqual([]);
  });

  // The storage rules themselves (refusing storage, two tabs, what can't be read) are
  // lib/device-store.test.ts's: here, only that the marks are kept by them.
  it('keeps to the device store’s rules: a version it does not know goes under the marks’ own key, and the store says so', () => {
    localStorage.setItem(MARKS_KEY, '{"v":7,"marks":{"teacher":["tutor"]}}');
    const store = createMarksStore();
    expect([store.unreadable, store.refused, store.outdated]).toEqual([true, false, false]);
    expect(store.get('teacher')).toEqual([]);
    expect(asideKeys().map((key) => localStorage.getItem(key))).toEqual(['{"v":7,"marks":{"teacher":["tutor"]}}']);
    store.set('teacher', ['nmt']);
    expect(createMarksStore().get('teacher')).toEqual(['nmt']);
  });

  it('says when storage is blocked', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(createMarksStore().refused).toBe(true);
  });
});
