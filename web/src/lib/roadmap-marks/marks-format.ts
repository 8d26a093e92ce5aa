/**
 * How a student's roadmap marks are kept in the browser's storage (docs/decisions/0012).
 *
 * One key holds every roadmap: `{"v":1,"marks":{"software-engineer":["python","nmt"]}}` — per
 * profession id, the ids of the steps marked done (`RoadmapStep.id`, never a position or a text).
 */

import { MARKS_KEY } from './marks-key';

/** Profession id → ids of the steps marked done, in the order they were marked. */
export type Marks = Readonly<Record<string, readonly string[]>>;

export { MARKS_KEY };
/** Where an unreadable value is moved, with the time it was found, so nothing overwrites it. */
export const UNREADABLE_PREFIX = `${MARKS_KEY}:unreadable:`;
export const MARKS_VERSION = 1;

/** Step and profession ids: what the data allows, and nothing a link or storage could smuggle in. */
const ID = /^[a-z0-9-]{1,40}$/;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && ID.test(id));

/**
 * Readers by version. A later format adds its number here and keeps the earlier readers, so
 * marks stored by an older version of the site are read, never dropped.
 */
const READERS: Record<number, (value: Record<string, unknown>) => Marks | null> = {
  1: ({ marks }) => {
    if (typeof marks !== 'object' || marks === null || Array.isArray(marks)) return null;
    const entries = Object.entries(marks);
    if (!entries.every(([id, ids]) => ID.test(id) && isIdList(ids))) return null;
    return Object.fromEntries(entries.map(([id, ids]) => [id, [...new Set(ids as string[])]]));
  },
};

/** The stored text → marks; `null` when it can't be read (to be set aside, not overwritten). */
export function parseMarks(raw: string | null): Marks | null {
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const read = READERS[(value as { v?: unknown }).v as number];
    return read ? read(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Always the current version; roadmaps with no marks are left out. */
export function serializeMarks(marks: Marks): string {
  const kept = Object.fromEntries(Object.entries(marks).filter(([, ids]) => ids.length > 0));
  return JSON.stringify({ v: MARKS_VERSION, marks: kept });
}

/** «Додати до моїх позначок»: mine, then the link's that I don't have. */
export const mergeMarks = (mine: readonly string[], theirs: readonly string[]): string[] => [
  ...new Set([...mine, ...theirs]),
];

/** How many of a roadmap's steps are marked: marks of steps since removed don't count. */
export function countDone(marked: readonly string[], stepIds: readonly string[]): number {
  const done = new Set(marked);
  return stepIds.filter((id) => done.has(id)).length;
}
