/**
 * «Мої предмети» in this browser (docs/decisions/0045):
 * `stezhka:subjects` = `{"v":1,"liked":["biology","chemistry"],"hard":["math"]}` — the school
 * subjects the student likes and those that are hard, by the ids of content/subjects.yaml. A
 * subject can be both.
 */
export const SUBJECTS_KEY = 'stezhka:subjects';
export const UNREADABLE_PREFIX = `${SUBJECTS_KEY}:unreadable:`;
export const SUBJECTS_VERSION = 1;

export interface SubjectsChoice {
  liked: readonly string[];
  hard: readonly string[];
}

export const EMPTY_CHOICE: SubjectsChoice = { liked: [], hard: [] };

const ID = /^[a-z0-9-]{1,40}$/;
const ids = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((id) => typeof id === 'string' && ID.test(id));

/** The stored text → the choice; `null` when it can't be read (set aside, not overwritten). */
export function parseChoice(raw: string | null): SubjectsChoice | null {
  if (raw === null) return EMPTY_CHOICE;
  try {
    const { v, liked, hard } = JSON.parse(raw) as Record<string, unknown>;
    if (v !== SUBJECTS_VERSION || !ids(liked) || !ids(hard)) return null;
    return { liked: [...new Set(liked)], hard: [...new Set(hard)] };
  } catch {
    return null;
  }
}

export const serializeChoice = ({ liked, hard }: SubjectsChoice): string =>
  JSON.stringify({ v: SUBJECTS_VERSION, liked, hard });

/** Whether two choices hold the same subjects, whatever their order. */
export function sameChoice(a: SubjectsChoice, b: SubjectsChoice): boolean {
  const same = (x: readonly string[], y: readonly string[]) => x.length === y.length && x.every((id) => y.includes(id));
  return same(a.liked, b.liked) && same(a.hard, b.hard);
}
