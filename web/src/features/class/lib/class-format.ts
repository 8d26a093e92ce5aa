/**
 * How the adviser's classes are kept in the browser's storage (docs/decisions/0017), with the
 * care of the roadmap marks (decision 0012): one versioned key, readers per version, anything
 * else unreadable (set aside, never overwritten).
 *
 * `stezhka:classes` = `{"v":1,"classes":[{"id":"k3j9x2ab","label":"8-Б","created":1764028800000,
 * "students":[{"code":"1acbdd","tag":"4821","via":"scan"}]}]}` — a student is a result code, the
 * tag of the phone it came from (null for a plain code) and how it arrived. No names.
 *
 * Version 2 (docs/decisions/0033): a scanned student may also carry `"interests":[3,20,…]`, the
 * six interest scores. Version 1 is still read (its students have none); a tab of the site from
 * before reads version 2 as a newer version's value and leaves it alone (decision 0026).
 */
import { TYPE_MAX_SCORE } from '@/data/interests';
import type { InterestScores } from '@/lib/interests/scores';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import { isTag } from '@/lib/quiz-code/tagged-code';
import { CLASSES_KEY, LABEL_MAX_LENGTH } from './class-key';

export { CLASSES_KEY, LABEL_MAX_LENGTH } from './class-key';
export const UNREADABLE_PREFIX = `${CLASSES_KEY}:unreadable:`;
export const CLASSES_VERSION = 2;

/** Scanned, typed as a code, or typed from the paper sheet's letters. */
export type Via = 'scan' | 'code' | 'paper';

export interface Student {
  /** The result code, `1acbdd`. */
  code: string;
  /** The random tag of the phone that showed it; null for a plain code (typed, an old link, paper). */
  tag: string | null;
  via: Via;
  /** The six interest scores, when the student's code carried them (scanned, version 2). */
  interests?: InterestScores;
}

export interface ClassRecord {
  id: string;
  /** The adviser's own words, e.g. «8-Б, 25 листопада»; may be empty. */
  label: string;
  /** When the class was started (ms since 1970). */
  created: number;
  students: Student[];
}

const ID = /^[a-z0-9]{4,16}$/;
const VIAS: readonly Via[] = ['scan', 'code', 'paper'];

const isScores = (value: unknown): value is InterestScores =>
  Array.isArray(value) &&
  value.length === 6 &&
  value.every((s) => Number.isInteger(s) && (s as number) >= 0 && (s as number) <= TYPE_MAX_SCORE);

function readStudent(value: unknown, withInterests: boolean): Student | null {
  if (typeof value !== 'object' || value === null) return null;
  const { code, tag, via, interests } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !/^1/.test(code) || !decodeAnswers(code)) return null;
  if (tag !== null && (typeof tag !== 'string' || !isTag(tag))) return null;
  if (!VIAS.includes(via as Via)) return null;
  if (interests === undefined) return { code, tag, via: via as Via };
  if (!withInterests || !isScores(interests)) return null;
  return { code, tag, via: via as Via, interests };
}

function readClass(value: unknown, withInterests: boolean): ClassRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, label, created, students } = value as Record<string, unknown>;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof label !== 'string' || label.length > LABEL_MAX_LENGTH) return null;
  if (typeof created !== 'number' || !Number.isFinite(created)) return null;
  if (!Array.isArray(students)) return null;
  const read = students.map((student) => readStudent(student, withInterests));
  if (read.some((s) => s === null)) return null;
  return { id, label, created, students: read as Student[] };
}

/** Readers by version: a later format adds its own and keeps these, so older classes are still read. */
const readClasses =
  (withInterests: boolean) =>
  ({ classes }: Record<string, unknown>): ClassRecord[] | null => {
    if (!Array.isArray(classes)) return null;
    const read = classes.map((c) => readClass(c, withInterests));
    if (read.some((c) => c === null)) return null;
    const records = read as ClassRecord[];
    return new Set(records.map((c) => c.id)).size === records.length ? records : null;
  };
const READERS: Record<number, (value: Record<string, unknown>) => ClassRecord[] | null> = {
  1: readClasses(false),
  2: readClasses(true),
};

/** The stored text → classes; `null` when it can't be read (to be set aside, not overwritten). */
export function parseClasses(raw: string | null): ClassRecord[] | null {
  if (raw === null) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const read = READERS[(value as { v?: unknown }).v as number];
    return read ? read(value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const serializeClasses = (classes: readonly ClassRecord[]): string =>
  JSON.stringify({ v: CLASSES_VERSION, classes });

/** What adding a student did: counted, or not counted because this phone's code is already in. */
export type AddOutcome = { added: true; number: number; sameCodeBefore: boolean } | { added: false; number: number };

/**
 * The rule for counting (docs/decisions/0017). A tagged code counts once: the same phone shown
 * twice is one student. A plain code scanned when the class already holds it (however it came) is
 * taken for a student already counted — the same QR code seen again, or a code typed in first —
 * and not counted; a plain code typed in or a paper sheet always counts, because the adviser adds
 * it on purpose — two students may have the same answers.
 */
export function addStudent(
  students: readonly Student[],
  student: Student,
): { students: Student[]; outcome: AddOutcome } {
  const same = students.findIndex((s) => s.code === student.code && s.tag === student.tag);
  const repeat = student.tag !== null || student.via === 'scan';
  if (same >= 0 && repeat) return { students: [...students], outcome: { added: false, number: same + 1 } };
  const next = [...students, student];
  return {
    students: next,
    outcome: { added: true, number: next.length, sameCodeBefore: students.some((s) => s.code === student.code) },
  };
}
