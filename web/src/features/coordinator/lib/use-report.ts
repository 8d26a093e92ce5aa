import { useSyncExternalStore } from 'react';
import type { SentLesson } from '@/lib/lesson-counts/counts-link';
import { coordinatorStore } from './coordinator-store';

const NONE: readonly SentLesson[] = [];
const subscribe = (listener: () => void) => coordinatorStore().subscribe(listener);

/** The report's lessons; none while the page is prerendered or hydrating (storage is the browser's). */
export const useReportLessons = (): readonly SentLesson[] =>
  useSyncExternalStore(
    subscribe,
    () => coordinatorStore().lessons(),
    () => NONE,
  );
