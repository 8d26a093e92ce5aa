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

  it('sets an unreadable value aside under another key and carries on', () => {
    localStorage.setItem(MARKS_KEY, '{"v":1,"marks":{"teacher":');
    const store = createMarksStore();
    expect(store.unreadable).toBe(true);
    expect(store.get('teacher')).toEqual([]);
    expect(asideKeys().map((key) => localStorage.getItem(key))).toEqual(['{"v":1,"marks":{"teacher":']);
    store.set('teacher', ['tutor']);
    expect(createMarksStore().get('teacher')).toEqual(['tutor']);
    expect(asideKeys()).toHaveLength(1);
  });

  it('sets aside a version it does not know (from a newer site) instead of writing over it', () => {
    localStorage.setItem(MARKS_KEY, '{"v":7,"marks":{"teacher":["tutor"]}}');
    createMarksStore().set('teacher', ['nmt']);
    expect(asideKeys().map((key) => localStorage.getItem(key))).toEqual(['{"v":7,"marks":{"teacher":["tutor"]}}']);
  });

  it('works in memory, and says so, when storage refuses to write', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createMarksStore();
    expect(store.refused).toBe(false);
    store.set('teacher', ['tutor']);
    expect(store.get('teacher')).toEqual(['tutor']);
    expect(store.refused).toBe(true);
  });

  it('works in memory when storage is blocked altogether', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const store = createMarksStore();
    expect(store.refused).toBe(true);
    store.set('teacher', ['tutor']);
    expect(store.get('teacher')).toEqual(['tutor']);
  });

  it('never writes over an unreadable value it could not set aside', () => {
    localStorage.setItem(MARKS_KEY, 'garbage');
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = createMarksStore();
    setItem.mockRestore();
    store.set('teacher', ['tutor']);
    expect(localStorage.getItem(MARKS_KEY)).toBe('garbage');
    expect(store.refused).toBe(true);
  });

  it('takes another tab’s change from the storage event and tells its listeners', () => {
    const store = createMarksStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const newValue = '{"v":1,"marks":{"teacher":["tutor"]}}';
    window.dispatchEvent(new StorageEvent('storage', { key: MARKS_KEY, newValue }));
    expect(store.get('teacher')).toEqual(['tutor']);
    expect(listener).toHaveBeenCalledOnce();
    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: 'x' }));
    expect(listener).toHaveBeenCalledOnce();
  });
});
