import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RIASEC } from '@/data/riasec';
import { TYPE_MAX_SCORE } from '@/data/interests';
import type { InterestScores } from '@/lib/interests/scores';
import { SHARE_CODE_VERSION } from '@/lib/quiz-code/share-code';
import type { Marks } from '@/lib/roadmap-marks/marks-format';
import type { SubjectsChoice } from '@/lib/subjects/choice-format';
import { readChoiceBits, writeChoiceBits } from '@/lib/subjects/choice-code';
import { BitReader, BitWriter, checkCharacter } from './bits';

/**
 * Everything «Моя стежка» moves to another device, as one short code for a link's fragment
 * (docs/decisions/0037): `/my#m=1` + URL-safe base64 of bits, no free text, no names. The code
 * itself, given the ledger it carries professions and steps by: record-link.ts gives it the app's,
 * the browser tests the content files'.
 *
 * Version 1, in order:
 * - four bits: which parts follow (quiz, interests, kept professions, marks);
 * - quiz: each of the five answers' option, two bits each (the share code's letters, version 1);
 * - interests: six scores, five bits each (0–24);
 * - kept: how many places follow (8 bits), then one bit per place of the index (each
 *   profession's `number`, decision 0042);
 * - marks: how many roadmaps (6 bits); each: its profession's place (8 bits), how many steps
 *   (6 bits), one bit per step in the order of its ledger (`stepIds`: a roadmap's steps and
 *   the profession's «now» steps, decision 0044).
 * Then one check character (bits.ts), so that a mistyped code reads as damaged, not as another
 * record. A place or a step this version does not know, set to 1, is a newer version's link.
 *
 * Version 2 (decision 0046) is version 1 followed by the school subjects of «Мої предмети»: one bit
 * per subject liked, then one per subject hard, in the order of content/subjects.yaml (the
 * subjects link's payload, lib/subjects/choice-code.ts). A record without subjects is still
 * written as version 1, so that a copy of the site from before version 2 reads it.
 */
export const RECORD_LINK_VERSION = '1';
export const RECORD_LINK_VERSION_WITH_SUBJECTS = '2';

/**
 * The most bytes a link holds for its QR code (version 8) to read from a phone's screen at 375 px
 * (decision 0037). A record with steps marked on very many professions' pages can pass it: the
 * transfer dialog then says so (decision 0044).
 */
export const RECORD_LINK_MAX_BYTES = 150;

export interface RecordContent {
  /** The quiz result's share code (`1acbdd`), or null. */
  quiz: string | null;
  interests: InterestScores | null;
  kept: readonly string[];
  marks: Marks;
  /** The subjects of «Мої предмети», or null; never with nothing liked. */
  subjects: SubjectsChoice | null;
}

export type ReadRecordLink = { kind: 'record'; content: RecordContent } | { kind: 'damaged' } | { kind: 'newer' };

/** What the code carries professions and steps by: data/profession-index.ts and data/published-step-ids.ts. */
export interface RecordLedger {
  /** Every profession ever known, at its number. */
  index: readonly string[];
  /** Each roadmap's step ids in the order first published, by profession. */
  stepIds: Readonly<Record<string, readonly string[]>>;
  /** The school subjects in their order (content/subjects.yaml), which version 2 pins. */
  subjects: readonly { id: string }[];
}

const OPTION_LETTERS = 'abcd';
const ANSWER_BITS = 2;
const SCORE_BITS = 5;
const PLACES_BITS = 8;
const ROADMAPS_BITS = 6;
const STEPS_BITS = 6;

/** The code of a record (only the parts it has). */
export function encodeRecordWith(
  ledger: RecordLedger,
  { quiz, interests, kept, marks, subjects }: RecordContent,
): string {
  const out = new BitWriter();
  const placeOf = (id: string) => {
    const place = ledger.index.indexOf(id);
    return place < 0 ? undefined : place;
  };
  const keptPlaces = kept.map(placeOf).filter((p): p is number => p !== undefined);
  const roadmaps = Object.entries(marks)
    .map(([id, steps]) => ({ place: placeOf(id), published: ledger.stepIds[id], steps: new Set(steps) }))
    .filter((r) => r.place !== undefined && r.published?.some((s) => r.steps.has(s)));
  const parts = [quiz !== null, interests !== null, keptPlaces.length > 0, roadmaps.length > 0];
  for (const has of parts) out.write(has ? 1 : 0, 1);
  if (quiz !== null) for (const letter of quiz.slice(1)) out.write(OPTION_LETTERS.indexOf(letter), ANSWER_BITS);
  if (interests) for (const score of interests) out.write(score, SCORE_BITS);
  if (keptPlaces.length > 0) {
    const length = Math.max(...keptPlaces) + 1;
    out.write(length, PLACES_BITS);
    for (let place = 0; place < length; place++) out.write(keptPlaces.includes(place) ? 1 : 0, 1);
  }
  if (roadmaps.length > 0) {
    out.write(roadmaps.length, ROADMAPS_BITS);
    for (const { place, published, steps } of roadmaps) {
      out.write(place!, PLACES_BITS);
      out.write(published!.length, STEPS_BITS);
      for (const step of published!) out.write(steps.has(step) ? 1 : 0, 1);
    }
  }
  const withSubjects = subjects !== null && subjects.liked.length > 0;
  if (withSubjects) writeChoiceBits(out, subjects, ledger.subjects);
  const code = (withSubjects ? RECORD_LINK_VERSION_WITH_SUBJECTS : RECORD_LINK_VERSION) + out.text();
  return code + checkCharacter(code);
}

class Newer extends Error {}

/** A code → the record; damaged (cut short, characters of no code) or a newer version's: nothing. */
export function decodeRecordWith(ledger: RecordLedger, code: string): ReadRecordLink {
  const professionAt = (place: number): string | undefined => ledger.index[place];
  if (/^[3-9]/.test(code)) return { kind: 'newer' };
  const withSubjects = code.startsWith(RECORD_LINK_VERSION_WITH_SUBJECTS);
  if (!(withSubjects || code.startsWith(RECORD_LINK_VERSION)) || code.length < 3) return { kind: 'damaged' };
  const body = code.slice(0, -1);
  if (checkCharacter(body) !== code.at(-1)) return { kind: 'damaged' };
  try {
    const bits = new BitReader(body.slice(1));
    const [hasQuiz, hasInterests, hasKept, hasMarks] = [0, 1, 2, 3].map(() => bits.read(1) === 1);
    const quiz = hasQuiz
      ? SHARE_CODE_VERSION + QUIZ_QUESTIONS.map(() => OPTION_LETTERS[bits.read(ANSWER_BITS)]).join('')
      : null;
    let interests: InterestScores | null = null;
    if (hasInterests) {
      const scores = RIASEC.map(() => bits.read(SCORE_BITS));
      if (scores.some((s) => s > TYPE_MAX_SCORE)) return { kind: 'damaged' };
      interests = scores as unknown as InterestScores;
    }
    const kept: string[] = [];
    if (hasKept) {
      const length = bits.read(PLACES_BITS);
      for (let place = 0; place < length; place++) {
        if (bits.read(1) === 0) continue;
        const id = professionAt(place);
        if (!id) throw new Newer();
        kept.push(id);
      }
      if (kept.length === 0) return { kind: 'damaged' };
    }
    const marks: Record<string, string[]> = {};
    if (hasMarks) {
      const count = bits.read(ROADMAPS_BITS);
      if (count === 0) return { kind: 'damaged' };
      for (let r = 0; r < count; r++) {
        const place = bits.read(PLACES_BITS);
        const length = bits.read(STEPS_BITS);
        const id = professionAt(place);
        const published = id ? (ledger.stepIds[id] ?? []) : [];
        const done: string[] = [];
        for (let s = 0; s < length; s++) {
          if (bits.read(1) === 0) continue;
          const step = published[s];
          if (!step) throw new Newer();
          done.push(step);
        }
        if (!id && length > 0) throw new Newer();
        if (done.length === 0 || marks[id!]) return { kind: 'damaged' };
        marks[id!] = done;
      }
    }
    const subjects = withSubjects ? readChoiceBits(bits, ledger.subjects) : null;
    if (subjects && subjects.liked.length === 0) return { kind: 'damaged' };
    if (!bits.atEnd()) return { kind: 'damaged' };
    if (!hasQuiz && !hasInterests && !hasKept && !hasMarks && !subjects) return { kind: 'damaged' };
    return { kind: 'record', content: { quiz, interests, kept, marks, subjects } };
  } catch (error) {
    return error instanceof Newer ? { kind: 'newer' } : { kind: 'damaged' };
  }
}
