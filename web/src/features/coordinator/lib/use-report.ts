import { useSyncExternalStore } from 'react';
import type { SentLesson } from '@/lib/lesson-counts/counts-link';
import { coordinatorStore } from './coordinator-store';

const NONE: readonly SentLesson[] = [];
const subscribe = (listener: () => void) => coordinatorStore().subscribe(listener);
/** The storage's state as one number, so that a change of any flag alone re-renders. */
const flags = () => {
  const store = coordinatorStore();
  return (store.unreadable ? 1 : 0) | (store.refused ? 2 : 0) | (store.outdated ? 4 : 0);
};

/** The report's lessons; none while the page is prerendered or hydrating (storage is the browser's). */
export const useReportLessons = (): readonly SentLesson[] =>
  useSyncExternalStore(
    subscribe,
    () => coordinatorStore().lessons(),
    () => NONE,
  );

/** Re-renders when the storage's warnings change. */
export const useStorageFlags = (): number => useSyncExternalStore(subscribe, flags, () => 0);
