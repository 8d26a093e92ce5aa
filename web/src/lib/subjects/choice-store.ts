import { useSyncExternalStore } from 'react';
import { createDeviceStore, type DeviceStore } from '@/lib/device-store';
import {
  EMPTY_CHOICE,
  parseChoice,
  serializeChoice,
  SUBJECTS_KEY,
  UNREADABLE_PREFIX,
  type SubjectsChoice,
} from './choice-format';

let store: DeviceStore<SubjectsChoice> | undefined;

/**
 * The choice of subjects in this browser, by the rules of lib/device-store.ts (refused storage
 * works in memory, an unreadable value is set aside, two tabs agree). One per page.
 */
export function subjectsStore(): DeviceStore<SubjectsChoice> {
  return (store ??= createDeviceStore({
    key: SUBJECTS_KEY,
    unreadablePrefix: UNREADABLE_PREFIX,
    parse: parseChoice,
    serialize: serializeChoice,
    empty: EMPTY_CHOICE,
  }));
}

const subscribe = (listener: () => void) => subjectsStore().subscribe(listener);
const get = () => subjectsStore().get();
const onServer = () => EMPTY_CHOICE;

/** The choice in a component: empty when prerendered and hydrating, then the stored one. */
export const useSubjectsChoice = (): SubjectsChoice => useSyncExternalStore(subscribe, get, onServer);

/** Marks a subject as liked or hard, or takes the mark off. */
export const toggleSubject = (list: keyof SubjectsChoice, id: string) =>
  subjectsStore().update((choice) => ({
    ...choice,
    [list]: choice[list].includes(id) ? choice[list].filter((s) => s !== id) : [...choice[list], id],
  }));

/** Keeps `choice` in place of the stored one (a shared link's, or the empty one to clear). */
export const replaceChoice = (choice: SubjectsChoice) => subjectsStore().update(() => choice);
