import { FRAGMENT_KEYS } from '@/config/paths';
import { BitReader, BitWriter, checkCharacter } from '@/lib/record/bits';
import type { SubjectsChoice } from './choice-format';

/**
 * A choice of subjects in a link, `/subjects#p=1…` (docs/decisions/0045): the version `1`, then in
 * base64url one bit per subject liked and one per subject hard, in the order of
 * content/subjects.yaml, then a check character. Version 1 pins the thirteen subjects and their
 * order: a subject added, removed or moved needs version 2.
 */
export const SUBJECTS_CODE_VERSION = 1;

/** What a shared link holds for this version. */
export type ReadChoice = { kind: 'choice'; choice: SubjectsChoice } | { kind: 'damaged' } | { kind: 'newer' };

const payloadLength = (count: number) => Math.ceil((2 * count) / 6);

/**
 * One bit per subject liked, then one per subject hard, in the order of `subjects`: this code's
 * payload, and the subjects' part of «Моя стежка»'s link (lib/record/record-code.ts).
 */
export function writeChoiceBits(writer: BitWriter, choice: SubjectsChoice, subjects: readonly { id: string }[]): void {
  for (const list of [choice.liked, choice.hard])
    for (const { id } of subjects) writer.write(list.includes(id) ? 1 : 0, 1);
}

/** What writeChoiceBits wrote. */
export function readChoiceBits(reader: BitReader, subjects: readonly { id: string }[]): SubjectsChoice {
  const [liked, hard] = [0, 1].map(() => subjects.filter(() => reader.read(1) === 1).map((s) => s.id));
  return { liked: liked!, hard: hard! };
}

/** The code of `choice` over `subjects`, in their order; ids not among them are left out. */
export function encodeChoice(choice: SubjectsChoice, subjects: readonly { id: string }[]): string {
  const writer = new BitWriter();
  writeChoiceBits(writer, choice, subjects);
  const body = `${SUBJECTS_CODE_VERSION}${writer.text()}`;
  return body + checkCharacter(body);
}

/** A code this version reads, one a newer version wrote (a later digit first), or damaged. */
export function decodeChoice(code: string, subjects: readonly { id: string }[]): ReadChoice {
  const version = code[0] ?? '';
  if (/^[2-9]$/.test(version)) return { kind: 'newer' };
  if (version !== String(SUBJECTS_CODE_VERSION) || code.length !== 2 + payloadLength(subjects.length))
    return { kind: 'damaged' };
  const body = code.slice(0, -1);
  try {
    if (checkCharacter(body) !== code.slice(-1)) return { kind: 'damaged' };
    const reader = new BitReader(body.slice(1));
    const choice = readChoiceBits(reader, subjects);
    if (!reader.atEnd()) return { kind: 'damaged' };
    return { kind: 'choice', choice };
  } catch {
    // A character outside base64url.
    return { kind: 'damaged' };
  }
}

/** The shared choice in a page's fragment (`#p=…`), or null when the fragment holds none. */
export function readSubjectsHash(hash: string, subjects: readonly { id: string }[]): ReadChoice | null {
  const prefix = `#${FRAGMENT_KEYS.subjectsChoice}=`;
  if (!hash.startsWith(prefix)) return null;
  try {
    return decodeChoice(decodeURIComponent(hash.slice(prefix.length)), subjects);
  } catch {
    // A malformed escape: a link cut in the middle of one.
    return { kind: 'damaged' };
  }
}
