import { createDeviceStore, type DeviceStore } from '@/lib/device-store';
import {
  EMPTY_PROGRESS,
  INTERESTS_KEY,
  parseProgress,
  serializeProgress,
  UNREADABLE_PREFIX,
  type InterestProgress,
} from './answers-format';

let store: DeviceStore<InterestProgress> | undefined;

/**
 * The student's interest answers on this device, by the rules of lib/device-store.ts (refused
 * storage works in memory, an unreadable value is set aside, two tabs agree). One per page: the
 * interests page writes it, the quiz's «Показати вчителю» reads the scores from it.
 */
export function interestsStore(): DeviceStore<InterestProgress> {
  return (store ??= createDeviceStore({
    key: INTERESTS_KEY,
    unreadablePrefix: UNREADABLE_PREFIX,
    parse: parseProgress,
    serialize: serializeProgress,
    empty: EMPTY_PROGRESS,
  }));
}
