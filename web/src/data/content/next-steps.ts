import { pearson } from '../../lib/pearson.ts';
import { firstSentence } from '../../lib/quiz-code/line-in.ts';
import type { AfterGrade9File, NextSteps, NextSubjects, SubjectImportance } from '../types.ts';
import type { Content, ContentProfession } from './load.ts';

/**
 * The rule that picks a profession's school subjects (decision 0044). Raw importance puts
 * «Українська мова» on nearly every list (the language of every job scores high), so a subject is
 * chosen by how far the work's importance of it stands above the average over all O*NET
 * occupations — what sets this work apart — among those it rates at least `FLOOR` of 5.
 */
export const SUBJECT_RULE = {
  /** Never a subject the work barely uses. */
  FLOOR: 2.5,
  /** The three that stand out most… */
  COUNT: 3,
  /** …and a fourth when it too stands this far above the average. */
  FOURTH_ABOVE: 1.0,
} as const;

/** How many professions «Схожі професії» names. */
export const SIMILAR_COUNT = 3;

/** Each subject's importance for the work (the highest of its areas) and how far it stands above the average. */
export function subjectScores(
  { subjects, averages }: Content['subjects'],
  importance: Readonly<Record<string, number>>,
): (SubjectImportance & { above: number })[] {
  return subjects.map(({ id, name, areas }) => {
    const best = areas
      .map((area) => ({ importance: importance[area] ?? 1, above: (importance[area] ?? 1) - (averages[area] ?? 0) }))
      .reduce((a, b) => (b.importance > a.importance ? b : a));
    return { id, name, ...best };
  });
}

/** The subjects the rule picks, most important first. */
export function pickSubjects(
  mapping: Content['subjects'],
  importance: Readonly<Record<string, number>>,
): SubjectImportance[] {
  const { FLOOR, COUNT, FOURTH_ABOVE } = SUBJECT_RULE;
  const ranked = subjectScores(mapping, importance)
    .filter((s) => s.importance >= FLOOR)
    .sort((a, b) => b.above - a.above);
  const picked = ranked.slice(0, COUNT);
  const fourth = ranked[COUNT];
  if (fourth && fourth.above >= FOURTH_ABOVE) picked.push(fourth);
  return picked
    .sort((a, b) => b.importance - a.importance)
    .map(({ id, name, importance }) => ({ id, name, importance }));
}

function subjectsOf(mapping: Content['subjects'], p: ContentProfession): NextSubjects | undefined {
  const k = p.knowledge;
  if (!k) return undefined;
  if (k.missing !== undefined) return { kind: 'missing', why: k.missing };
  const subjects = pickSubjects(mapping, k.importance!);
  return {
    kind: 'rated',
    subjects,
    ...(k.standIn ? { standIn: { code: k.code, title: k.title! } } : {}),
    ...(k.note ? { note: k.note } : {}),
  };
}

const six = (p: ContentProfession) => {
  const s = p.interests!.scores;
  return [s.R, s.I, s.A, s.S, s.E, s.C];
};

/** One line about a profession: its own, or the first sentence of its catalogue description. */
export const lineOf = (p: ContentProfession) =>
  p.line ?? (p.description === undefined ? '' : firstSentence(p.description));

/** The professions whose interest scores correlate most with this one's, most alike first (ties: by name). */
export function similarTo(content: Content, id: string): ContentProfession[] {
  const self = content.professions.find((p) => p.id === id);
  if (!self?.interests) return [];
  return content.professions
    .flatMap((p) => {
      if (p.id === id || !p.interests) return [];
      const r = pearson(six(self), six(p));
      return r === null ? [] : [{ p, r }];
    })
    .sort((a, b) => b.r - a.r || a.p.name.localeCompare(b.p.name, 'uk'))
    .slice(0, SIMILAR_COUNT)
    .map(({ p }) => p);
}

/** A profession's next steps: each part its file has, and the professions most alike. */
export function nextStepsOf(content: Content, p: ContentProfession): NextSteps {
  const subjects = subjectsOf(content.subjects, p);
  return {
    ...(subjects ? { subjects } : {}),
    ...(p.now ? { now: p.now } : {}),
    ...(p.afterGrade9 ? { afterGrade9: p.afterGrade9 } : {}),
    similar: similarTo(content, p.id).map((s) => ({ id: s.id, nameUk: s.name, line: lineOf(s) })),
  };
}

/**
 * Every profession's usual route after grade 9, by id: what «Після 9 класу» in «Моя стежка» shows
 * for the kept professions (decision 0046), served as a data file.
 */
export function afterGrade9View(content: Content): AfterGrade9File['routes'] {
  return Object.fromEntries(content.professions.flatMap((p) => (p.afterGrade9 ? [[p.id, p.afterGrade9]] : [])));
}

/** Every profession's next steps, by id. */
export function nextStepsView(content: Content): Record<string, NextSteps> {
  return Object.fromEntries(content.professions.map((p) => [p.id, nextStepsOf(content, p)]));
}
