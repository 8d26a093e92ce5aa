import { useSyncExternalStore } from 'react';
import type { ClassRecord } from './class-format';
import { classStore } from './class-store';

const NONE: readonly ClassRecord[] = [];
const subscribe = (listener: () => void) => classStore().subscribe(listener);

/** The stored classes; none while the page is prerendered or hydrating (storage is the browser's). */
export function useClasses(): readonly ClassRecord[] {
  return useSyncExternalStore(
    subscribe,
    () => classStore().classes(),
    () => NONE,
  );
}
