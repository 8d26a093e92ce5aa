/**
 * The coordinator's report, kept in this browser (docs/decisions/0036) by the rules of
 * lib/device-store.ts, as the adviser's lessons are: `stezhka:coordinator` =
 * `{"v":1,"lessons":["1.k3j9x2ab.…"]}`, each lesson as the text of the link it came by (counts
 * only), read by the link's own reader, so the two can never disagree.
 */
import { createDeviceStore, openStorage, type StorageState, withStorageState } from '@/lib/device-store';
import { decodeLesson, encodeLesson, type SentLesson } from '@/lib/lesson-counts/counts-link';
import { mergeLesson, type MergeResult } from '@/lib/lesson-counts/merge';

export const COORDINATOR_KEY = 'stezhka:coordinator';
export const REPORT_VERSION = 1;

export function parseReport(raw: string | null): SentLesson[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || (value as { v?: unknown }).v !== REPORT_VERSION) return null;
    const { lessons } = value as { lessons?: unknown };
    if (!Array.isArray(lessons)) return null;
    const read = lessons.map((text) => (typeof text === 'string' ? decodeLesson(text) : null));
    const sent = read.flatMap((r) => (r?.kind === 'lesson' ? [r.lesson] : []));
    return sent.length === lessons.length && new Set(sent.map((l) => l.id)).size === sent.length ? sent : null;
  } catch {
    return null;
  }
}

export const serializeReport = (lessons: readonly SentLesson[]): string =>
  JSON.stringify({ v: REPORT_VERSION, lessons: lessons.map(encodeLesson) });

export interface CoordinatorStore extends StorageState {
  lessons(): readonly SentLesson[];
  add(lesson: SentLesson): MergeResult;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createCoordinatorStore(storage: Storage | null = openStorage()): CoordinatorStore {
  const stored = createDeviceStore<SentLesson[]>(
    {
      key: COORDINATOR_KEY,
      unreadablePrefix: `${COORDINATOR_KEY}:unreadable:`,
      parse: parseReport,
      serialize: serializeReport,
      empty: [],
    },
    storage,
  );
  return withStorageState(stored, {
    lessons: stored.get,
    add(lesson) {
      // The same link again changes nothing: no write.
      const { result } = mergeLesson(stored.get(), lesson);
      if (result === 'same' || result === 'older') return result;
      let outcome: MergeResult = result;
      stored.update((current) => {
        const merged = mergeLesson(current, lesson);
        outcome = merged.result;
        return merged.lessons;
      });
      return outcome;
    },
    clear: () => stored.update(() => []),
    subscribe: stored.subscribe,
  });
}

let store: CoordinatorStore | undefined;

/** One store per page. */
export const coordinatorStore = (): CoordinatorStore => (store ??= createCoordinatorStore());
