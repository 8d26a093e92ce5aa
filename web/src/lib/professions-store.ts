import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Profession } from '@/data/types';
import { createStore, useStore } from './store';

/**
 * The profession list the visitor sees: the built-ins plus whatever was added in this tab.
 * It lives in memory only (the demo saves nothing), so added items vanish on reload.
 */
const store = createStore<readonly Profession[]>(BUILT_IN_PROFESSIONS);

export const getProfessions = store.get;
export const subscribeToProfessions = store.subscribe;

/** Appends a profession. Returns false (and changes nothing) when its id is already taken. */
export function addProfession(profession: Profession): boolean {
  if (store.get().some((p) => p.id === profession.id)) return false;
  store.set([...store.get(), profession]);
  return true;
}

/** The server (and hydration) always sees the built-ins: nothing is added before the page runs. */
export function useProfessions(): readonly Profession[] {
  return useStore(store, BUILT_IN_PROFESSIONS);
}
