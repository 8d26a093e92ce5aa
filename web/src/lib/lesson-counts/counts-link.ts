import { PROFESSION_INDEX, professionAtPlace } from '@/data/profession-index';
import { RIASEC } from '@/data/riasec';
import { OPTION_COUNTS, type LessonCounts } from './counts';

/**
 * The coordinator's link (docs/decisions/0036): `/class/coordinator#k=1.<id>.<revision>.<counts>[.<name>]`,
 * in the fragment, so it never reaches a server. Numbers are base 36, joined by dots, in a fixed
 * order: the lesson's random id, its revision (the second it was sent), the students, each
 * option's count question by question, the students with interest scores, each type's count and
 * the flat profiles, then how many professions were suggested and, for each, its place in
 * data/profession-index.ts and its count; then, only if the adviser typed one, a name; last,
 * three characters checking the rest, so a link cut short or changed reads as damaged.
 */
export const LINK_VERSION = 1;
export const LINK_FRAGMENT_KEY = 'k';
/** The largest count a link carries: more students than a lesson ever has. */
export const COUNT_MAX = 999;
/** The longest name (a school's, a class's) a link carries. */
export const LINK_NAME_MAX = 40;

export interface SentLesson {
  /** The lesson's random id: a lesson sent again replaces what it sent before. */
  id: string;
  /** When it was sent (seconds since 1970): the later sending wins. */
  revision: number;
  /** What the adviser typed, or ''. */
  name: string;
  counts: LessonCounts;
}

export type ReadLink = { kind: 'lesson'; lesson: SentLesson } | { kind: 'newer' } | { kind: 'damaged' };

const ID = /^[a-z0-9]{4,16}$/;
const NUMBER = /^(0|[1-9a-z][0-9a-z]{0,7})$/;
const b36 = (n: number) => n.toString(36);
const CHECK_LENGTH = 3;

/** FNV-1a over the text, as three base-36 characters: one damaged link in 46 656 goes unnoticed. */
export function check(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return (hash % 36 ** CHECK_LENGTH).toString(36).padStart(CHECK_LENGTH, '0');
}

/** Also percent-encodes what messengers' link detection may cut off an address's end. */
const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/[.!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The link's text after `#k=`, or null for counts a link can't carry (a count over COUNT_MAX). */
export function encodeLesson({ id, revision, name, counts }: SentLesson): string | null {
  const all = [
    counts.students,
    ...counts.answers.flat(),
    counts.interests.students,
    ...counts.interests.types,
    counts.interests.flat,
    ...counts.suggested,
  ];
  if (all.some((n) => !Number.isInteger(n) || n < 0 || n > COUNT_MAX)) return null;
  const suggested = counts.suggested.flatMap((count, place) => (count > 0 ? [b36(place), b36(count)] : []));
  const trimmed = name.trim().slice(0, LINK_NAME_MAX);
  const body = [
    LINK_VERSION,
    id,
    b36(revision),
    b36(counts.students),
    ...counts.answers.flat().map(b36),
    b36(counts.interests.students),
    ...counts.interests.types.map(b36),
    b36(counts.interests.flat),
    b36(suggested.length / 2),
    ...suggested,
    ...(trimmed ? [encodeName(trimmed)] : []),
  ].join('.');
  return `${body}.${check(body)}`;
}

/** The fragment of an address or a pasted text: what follows `#k=`, if anything does. */
export function linkPayload(text: string): string | null {
  return new RegExp(`#${LINK_FRAGMENT_KEY}=(\\S*)`).exec(text)?.[1] ?? null;
}

/**
 * Reads the text after `#k=`. A version above ours, or a profession place this version doesn't
 * know, is `newer`; anything else that isn't exactly a lesson's counts — a cut link, a count that
 * doesn't add up — is `damaged`.
 */
export function decodeLesson(payload: string): ReadLink {
  const damaged = { kind: 'damaged' } as const;
  const fields = payload.split('.');
  const version = fields.shift();
  if (!version || !/^\d{1,4}$/.test(version)) return damaged;
  if (Number(version) > LINK_VERSION) return { kind: 'newer' };
  if (Number(version) !== LINK_VERSION) return damaged;
  const sum = fields.pop();
  if (sum !== check(payload.slice(0, payload.length - CHECK_LENGTH - 1))) return damaged;

  const id = fields.shift();
  if (!id || !ID.test(id)) return damaged;
  const numbers: number[] = [];
  const take = (n: number): number[] | null => {
    const taken = fields.splice(0, n);
    if (taken.length < n || taken.some((f) => !NUMBER.test(f))) return null;
    return taken.map((f) => parseInt(f, 36));
  };
  const head = take(2);
  if (!head) return damaged;
  const [revision, students] = head as [number, number];
  const answers: number[][] = [];
  for (const n of OPTION_COUNTS) {
    const row = take(n);
    if (!row) return damaged;
    answers.push(row);
  }
  const interestsRow = take(1 + RIASEC.length + 1);
  if (!interestsRow) return damaged;
  const [interestStudents, ...rest] = interestsRow as [number, ...number[]];
  const types = rest.slice(0, RIASEC.length);
  const flat = rest[RIASEC.length]!;
  const countOf = take(1);
  if (!countOf) return damaged;
  const pairs = take(2 * countOf[0]!);
  if (!pairs) return damaged;
  const suggested = Array<number>(PROFESSION_INDEX.length).fill(0);
  let newer = false;
  for (let i = 0; i < pairs.length; i += 2) {
    const [place, count] = [pairs[i]!, pairs[i + 1]!];
    if (i > 0 && place <= pairs[i - 2]!) return damaged;
    if (count < 1) return damaged;
    if (professionAtPlace(place) === undefined) newer = true;
    else suggested[place] = count;
    numbers.push(count);
  }
  if (fields.length > 1) return damaged;
  let name = '';
  if (fields.length === 1) {
    try {
      name = decodeURIComponent(fields[0]!);
    } catch {
      return damaged;
    }
    if (!name || name !== name.trim() || name.length > LINK_NAME_MAX || /[\p{Cc}]/u.test(name)) return damaged;
  }
  numbers.push(students, ...answers.flat(), interestStudents, ...types, flat);
  if (numbers.some((n) => n > COUNT_MAX)) return damaged;
  // Counts that can't come from one lesson: each question answered by every student, at most
  // every student in any other count.
  if (answers.some((row) => row.reduce((a, b) => a + b, 0) !== students)) return damaged;
  if (interestStudents > students || flat > interestStudents || types.some((t) => t > interestStudents)) return damaged;
  if (pairs.some((n, i) => i % 2 === 1 && n > students)) return damaged;
  if (newer) return { kind: 'newer' };
  return {
    kind: 'lesson',
    lesson: {
      id,
      revision,
      name,
      counts: { students, answers, suggested, interests: { students: interestStudents, types, flat } },
    },
  };
}
