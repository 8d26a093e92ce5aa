// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Profession } from '@/data/types';

const doctor: Profession = {
  id: 'лікар',
  title: 'Лікар',
  nameUk: 'Лікар',
  description: 'Лікує людей.',
  category: 'Освіта',
  growth: 'Високий',
  image: '',
};

// The store is module state: each test gets a fresh copy, as a reload would.
let store: typeof import('./professions-store');
beforeEach(async () => {
  vi.resetModules();
  store = await import('./professions-store');
});

describe('professions store', () => {
  it('starts with the built-in professions', () => {
    expect(store.getProfessions()).toEqual(BUILT_IN_PROFESSIONS);
    expect(store.getProfessions()).toHaveLength(BUILT_IN_PROFESSIONS.length);
  });

  it('appends an added profession and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = store.subscribeToProfessions(listener);
    expect(store.addProfession(doctor)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getProfessions().at(-1)).toEqual(doctor);
    expect(store.getProfessions()).toHaveLength(BUILT_IN_PROFESSIONS.length + 1);
    unsubscribe();
    store.addProfession({ ...doctor, id: 'інший' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('refuses a duplicate id and leaves the list alone', () => {
    const before = store.getProfessions();
    expect(store.addProfession({ ...BUILT_IN_PROFESSIONS[0]!, title: 'Copy' })).toBe(false);
    expect(store.getProfessions()).toBe(before);
  });

  it('never changes the built-in list itself', () => {
    const builtIn = [...BUILT_IN_PROFESSIONS];
    store.addProfession(doctor);
    expect(BUILT_IN_PROFESSIONS).toEqual(builtIn);
  });

  it('useProfessions re-renders when a profession is added', () => {
    const { result } = renderHook(() => store.useProfessions());
    expect(result.current).toHaveLength(BUILT_IN_PROFESSIONS.length);
    act(() => {
      store.addProfession(doctor);
    });
    expect(result.current).toHaveLength(BUILT_IN_PROFESSIONS.length + 1);
    expect(result.current.at(-1)?.id).toBe('лікар');
  });

  it('starts empty-handed after a reload: added items are not persisted', async () => {
    store.addProfession(doctor);
    vi.resetModules();
    const fresh = await import('./professions-store');
    expect(fresh.getProfessions()).toHaveLength(BUILT_IN_PROFESSIONS.length);
  });
});
