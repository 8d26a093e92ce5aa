import { FRAGMENT_KEYS } from '@/config/paths';
import { PROFESSION_INDEX } from '@/data/profession-index';
import { RIASEC } from '@/data/riasec';
import { OPTION_COUNTS, type LessonCounts } from './counts';

/**
 * The coordinator's link (docs/decisions/0036):
 * `/class/coordinator#k=1.<id>.<revision>.<counts>[.<name>].<check>`, in the fragment, so it never
 * reaches a server. The lesson's random id and its revision (the second it was sent) in base 36;
 * then every count, one character each (0–61 as 0–9, a–z, A–Z; a larger count as `-` and two
 * characters), in a fixed order: the students, each option's count question by question, the
 * students with interest scores, each type's count, the flat profiles, and then, for each place of
 * data/profession-index.ts in turn, how many students any answer pointed to it (trailing zeros
 * left out). Then, only if the adviser typed one, a name; last, three characters checking the
 * rest, so a link cut short or changed reads as damaged. A class's counts are about 100 characters
 * after `#k=`: short enough for a QR code a phone reads off another phone's screen.
 */
export const LINK_VERSION = 1;
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
const REVISION = /^(0|[1-9a-z][0-9a-z]{0,7})$/;
const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const BASE = DIGITS.length;
const LONG = '-';
const CHECK_LENGTH = 3;
/** The counts before the professions': students, answers, interest students, types, flat. */
const FIXED = 1 + OPTION_COUNTS.reduce((a, b) => a + b, 0) + 1 + RIASEC.length + 1;

/** FNV-1a over the text, as three base-36 characters: one damaged link in 46 656 goes unnoticed. */
export function check(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return (hash % 36 ** CHECK_LENGTH).toString(36).padStart(CHECK_LENGTH, '0');
}

const countText = (n: number) =>
  n < BASE ? DIGITS[n]! : `${LONG}${DIGITS[Math.floor(n / BASE)]!}${DIGITS[n % BASE]!}`;

/** The counts of a text, or null where a character isn't a count's. */
function readCounts(text: string): number[] | null {
  const counts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== LONG) {
      const n = DIGITS.indexOf(text[i]!);
      if (n < 0) return null;
      counts.push(n);
      continue;
    }
    const [hi, lo] = [DIGITS.indexOf(text[i + 1] ?? ''), DIGITS.indexOf(text[i + 2] ?? '')];
    // A long count is only ever one that doesn't fit in one character.
    if (hi < 1 || lo < 0) return null;
    counts.push(hi * BASE + lo);
    i += 2;
  }
  return counts;
}

/** Also percent-encodes what messengers' link detection may cut off an address's end. */
const encodeName = (name: string) =>
  encodeURIComponent(name).replace(/[.!'()*~-]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The link's text after `#k=`, or null for counts a link can't carry (a count over COUNT_MAX). */
export function encodeLesson({ id, revision, name, counts }: SentLesson): string | null {
  const suggested = [...counts.suggested];
  while (suggested.at(-1) === 0) suggested.pop();
  const all = [
    counts.students,
    ...counts.answers.flat(),
    counts.interests.students,
    ...counts.interests.types,
    counts.interests.flat,
    ...suggested,
  ];
  if (all.some((n) => !Number.isInteger(n) || n < 0 || n > COUNT_MAX)) return null;
  const trimmed = name.trim().slice(0, LINK_NAME_MAX);
  const body = [
    LINK_VERSION,
    id,
    revision.toString(36),
    all.map(countText).join(''),
    ...(trimmed ? [encodeName(trimmed)] : []),
  ].join('.');
  return `${body}.${check(body)}`;
}

/** The fragment of an address or a pasted text: what follows `#k=`, if anything does. */
export function linkPayload(text: string): string | null {
  return new RegExp(`#${FRAGMENT_KEYS.lessonCounts}=(\\S*)`).exec(text)?.[1] ?? null;
}

/**
 * Reads the text after `#k=`. A version above ours, or a profession this version doesn't know, is
 * `newer`; anything else that isn't exactly a lesson's counts — a cut link, a count that doesn't
 * add up — is `damaged`.
 */
export function decodeLesson(payload: string): ReadLink {
  const damaged = { kind: 'damaged' } as const;
  const fields = payload.split('.');
  const version = fields[0]!;
  if (!/^\d{1,4}$/.test(version)) return damaged;
  if (Number(version) > LINK_VERSION) return { kind: 'newer' };
  if (Number(version) !== LINK_VERSION || (fields.length !== 5 && fields.length !== 6)) return damaged;
  if (fields.at(-1) !== check(payload.slice(0, payload.length - CHECK_LENGTH - 1))) return damaged;
  const [, id, revisionText, countsText] = fields as [string, string, string, string];
  if (!ID.test(id) || !REVISION.test(revisionText)) return damaged;
  const all = readCounts(countsText);
  if (!all || all.length < FIXED || all.some((n) => n > COUNT_MAX)) return damaged;

  let name = '';
  if (fields.length === 6) {
    try {
      name = decodeURIComponent(fields[4]!);
    } catch {
      return damaged;
    }
    if (!name || name !== name.trim() || name.length > LINK_NAME_MAX || /\p{Cc}/u.test(name)) return damaged;
  }

  let at = 0;
  const take = (n: number) => all.slice(at, (at += n));
  const students = take(1)[0]!;
  const answers = OPTION_COUNTS.map((n) => take(n));
  const [interestStudents, ...typesAndFlat] = take(1 + RIASEC.length + 1) as [number, ...number[]];
  const types = typesAndFlat.slice(0, RIASEC.length);
  const flat = typesAndFlat[RIASEC.length]!;
  const carried = all.slice(at);
  // Counts that can't come from one lesson: each question answered by every student, at most
  // every student in any other count.
  if (answers.some((row) => row.reduce((a, b) => a + b, 0) !== students)) return damaged;
  if (interestStudents > students || flat > interestStudents || types.some((t) => t > interestStudents)) return damaged;
  if (carried.some((n) => n > students) || (carried.length > 0 && carried.at(-1) === 0)) return damaged;
  // A profession this version's index hasn't got yet: a newer version's link.
  if (carried.slice(PROFESSION_INDEX.length).some((n) => n > 0)) return { kind: 'newer' };
  const suggested = PROFESSION_INDEX.map((_, place) => carried[place] ?? 0);
  return {
    kind: 'lesson',
    lesson: {
      id,
      revision: parseInt(revisionText, 36),
      name,
      counts: { students, answers, suggested, interests: { students: interestStudents, types, flat } },
    },
  };
}
