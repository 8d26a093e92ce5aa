import { useSyncExternalStore } from 'react';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import type { Profession } from '@/data/types';

/**
 * The profession list the visitor sees: the built-ins plus whatever was added in this tab.
 * It lives in memory only (the demo saves nothing), so added items vanish on reload.
 */
let professions: readonly Profession[] = BUILT_IN_PROFESSIONS;
const listeners = new Set<() => void>();

export function getProfessions(): readonly Profession[] {
  return professions;
}

export function subscribeToProfessions(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Appends a profession. Returns false (and changes nothing) when its id is already taken. */
export function addProfession(profession: Profession): boolean {
  if (professions.some((p) => p.id === profession.id)) return false;
  professions = [...professions, profession];
  listeners.forEach((listener) => listener());
  return true;
}

/** The server (and hydration) always sees the built-ins: nothing is added before the page runs. */
const getServerSnapshot = () => BUILT_IN_PROFESSIONS;

export function useProfessions(): readonly Profession[] {
  return useSyncExternalStore(subscribeToProfessions, getProfessions, getServerSnapshot);
}
