/**
 * What «Моя стежка» keeps in this browser besides the marks and the interest answers, which have
 * their own stores (docs/decisions/0037):
 * `stezhka:record` = `{"v":1,"quiz":"1acbdd","kept":["teacher","chef"]}` — the quiz result the
 * student added (its share code; the quiz itself stores nothing) and the professions kept with
 * «Зберегти професію», by id, in the order they were kept.
 */
export const RECORD_KEY = 'stezhka:record';
export const UNREADABLE_PREFIX = `${RECORD_KEY}:unreadable:`;
export const RECORD_VERSION = 1;

export interface StudentRecord {
  /** The quiz result's share code (lib/quiz-code/share-code.ts, version 1), or null. */
  quiz: string | null;
  kept: readonly string[];
}

export const EMPTY_RECORD: StudentRecord = { quiz: null, kept: [] };

const QUIZ_CODE = /^1[a-d]{5}$/;
const ID = /^[a-z0-9-]{1,40}$/;

/** The stored text → the record; `null` when it can't be read (set aside, not overwritten). */
export function parseRecord(raw: string | null): StudentRecord | null {
  if (raw === null) return EMPTY_RECORD;
  try {
    const { v, quiz, kept } = JSON.parse(raw) as Record<string, unknown>;
    if (v !== RECORD_VERSION) return null;
    if (quiz !== null && (typeof quiz !== 'string' || !QUIZ_CODE.test(quiz))) return null;
    if (!Array.isArray(kept) || !kept.every((id) => typeof id === 'string' && ID.test(id))) return null;
    return { quiz, kept: [...new Set(kept as string[])] };
  } catch {
    return null;
  }
}

export const serializeRecord = ({ quiz, kept }: StudentRecord): string =>
  JSON.stringify({ v: RECORD_VERSION, quiz, kept });
