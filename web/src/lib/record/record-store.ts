import { useSyncExternalStore } from 'react';
import { createDeviceStore, type DeviceStore } from '@/lib/device-store';
import {
  EMPTY_RECORD,
  parseRecord,
  RECORD_KEY,
  serializeRecord,
  UNREADABLE_PREFIX,
  type StudentRecord,
} from './record-format';

let store: DeviceStore<StudentRecord> | undefined;

/**
 * The record in this browser, by the rules of lib/device-store.ts (refused storage works in
 * memory, an unreadable value is set aside, two tabs agree). One per page.
 */
export function recordStore(): DeviceStore<StudentRecord> {
  return (store ??= createDeviceStore({
    key: RECORD_KEY,
    unreadablePrefix: UNREADABLE_PREFIX,
    parse: parseRecord,
    serialize: serializeRecord,
    empty: EMPTY_RECORD,
  }));
}

const subscribe = (listener: () => void) => recordStore().subscribe(listener);
const get = () => recordStore().get();
const onServer = () => EMPTY_RECORD;

/** The record in a component: empty when prerendered and hydrating, then the stored one. */
export const useRecord = (): StudentRecord => useSyncExternalStore(subscribe, get, onServer);

/** Keeps a profession, or lets it go. */
export const toggleKept = (id: string) =>
  recordStore().update((record) => ({
    ...record,
    kept: record.kept.includes(id) ? record.kept.filter((k) => k !== id) : [...record.kept, id],
  }));

/** The quiz result the student added (null: takes it out). */
export const keepQuiz = (code: string | null) => recordStore().update((record) => ({ ...record, quiz: code }));
