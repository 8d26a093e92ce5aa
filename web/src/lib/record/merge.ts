import type { InterestScores } from '@/lib/interests/scores';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import { mergeMarks } from '@/lib/roadmap-marks/marks-format';
import { sameChoice, type SubjectsChoice } from '@/lib/subjects/choice-format';
import type { RecordContent } from './record-link';

/** One part of a link against this browser's: nothing to do, or what would change. */
export type PartPlan<T> =
  | { kind: 'none' }
  | { kind: 'same' }
  /** This browser has none: the link's is added. */
  | { kind: 'new'; theirs: T }
  /** Both have one and they differ: the student chooses. */
  | { kind: 'differs'; mine: T; theirs: T };

/** What opening a record's link would do here (docs/decisions/0037): nothing is lost silently. */
export interface ImportPlan {
  quiz: PartPlan<string>;
  interests: PartPlan<InterestScores>;
  subjects: PartPlan<SubjectsChoice>;
  /** The link's kept professions this browser does not keep yet. */
  kept: string[];
  /** Per roadmap, the link's steps not marked here yet. */
  marks: { roadmap: string; added: string[] }[];
}

export type Choice = 'mine' | 'theirs';

const sameScores = (a: InterestScores, b: InterestScores) => a.every((score, i) => score === b[i]);

/** Two quiz results are the same to a student when they name the same three professions. */
function sameResult(a: string, b: string): boolean {
  const [mine, theirs] = [a, b].map((code) => decodeAnswers(code));
  return !!mine && !!theirs && recommend(mine).professions.join() === recommend(theirs).professions.join();
}

function partPlan<T>(mine: T | null, theirs: T | null, same: (a: T, b: T) => boolean): PartPlan<T> {
  if (theirs === null) return { kind: 'none' };
  if (mine === null) return { kind: 'new', theirs };
  return same(mine, theirs) ? { kind: 'same' } : { kind: 'differs', mine, theirs };
}

export function planImport(here: RecordContent, link: RecordContent): ImportPlan {
  return {
    quiz: partPlan(here.quiz, link.quiz, sameResult),
    interests: partPlan(here.interests, link.interests, sameScores),
    subjects: partPlan(here.subjects, link.subjects, sameChoice),
    kept: link.kept.filter((id) => !here.kept.includes(id)),
    marks: Object.entries(link.marks)
      .map(([roadmap, steps]) => ({ roadmap, added: steps.filter((s) => !(here.marks[roadmap] ?? []).includes(s)) }))
      .filter((r) => r.added.length > 0),
  };
}

/** Whether the link brings anything this browser lacks. */
export const changesAnything = (plan: ImportPlan): boolean =>
  [plan.quiz, plan.interests, plan.subjects].some((part) => part.kind === 'new' || part.kind === 'differs') ||
  plan.kept.length > 0 ||
  plan.marks.length > 0;

function chosen<T>(mine: T | null, plan: PartPlan<T>, choice: Choice): T | null {
  if (plan.kind === 'new') return plan.theirs;
  if (plan.kind === 'differs' && choice === 'theirs') return plan.theirs;
  return mine;
}

/**
 * The record after the student agreed: kept professions and marks are joined (a step done on
 * either device stays done), a differing result, profile or choice of subjects is the one chosen.
 */
export function applyImport(
  here: RecordContent,
  link: RecordContent,
  choices: { quiz: Choice; interests: Choice; subjects: Choice },
): RecordContent {
  const plan = planImport(here, link);
  const marks: Record<string, readonly string[]> = { ...here.marks };
  for (const [roadmap, steps] of Object.entries(link.marks)) marks[roadmap] = mergeMarks(marks[roadmap] ?? [], steps);
  return {
    quiz: chosen(here.quiz, plan.quiz, choices.quiz),
    interests: chosen(here.interests, plan.interests, choices.interests),
    subjects: chosen(here.subjects, plan.subjects, choices.subjects),
    kept: [...here.kept, ...plan.kept],
    marks,
  };
}
