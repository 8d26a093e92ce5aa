// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SUBJECTS_KEY, UNREADABLE_PREFIX } from './choice-format';

/** A fresh page: the store is made once per page. */
const freshStore = async () => {
  vi.resetModules();
  return import('./choice-store');
};

beforeEach(() => localStorage.clear());

// The storage rules themselves are lib/device-store.test.ts's: here, only that the choice keeps to them.
describe('the choice of subjects in this browser (decision 0045)', () => {
  it('keeps the marks under stezhka:subjects and resumes them on the next page', async () => {
    const { toggleSubject } = await freshStore();
    toggleSubject('liked', 'biology');
    toggleSubject('liked', 'chemistry');
    toggleSubject('hard', 'math');
    toggleSubject('liked', 'biology');
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!)).toEqual({ v: 1, liked: ['chemistry'], hard: ['math'] });
    const { subjectsStore } = await freshStore();
    expect(subjectsStore().get()).toEqual({ liked: ['chemistry'], hard: ['math'] });
  });

  it('clears by keeping the empty choice', async () => {
    const { toggleSubject, replaceChoice, subjectsStore } = await freshStore();
    toggleSubject('liked', 'arts');
    replaceChoice({ liked: [], hard: [] });
    expect(subjectsStore().get()).toEqual({ liked: [], hard: [] });
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!)).toEqual({ v: 1, liked: [], hard: [] });
  });

  it('sets an unreadable value aside under its own key, and says so', async () => {
    localStorage.setItem(SUBJECTS_KEY, '{"v":9}');
    const { subjectsStore } = await freshStore();
    expect(subjectsStore().unreadable).toBe(true);
    expect(subjectsStore().get()).toEqual({ liked: [], hard: [] });
    const aside = Object.keys(localStorage).filter((key) => key.startsWith(UNREADABLE_PREFIX));
    expect(aside.map((key) => localStorage.getItem(key))).toEqual(['{"v":9}']);
  });
});
