import { NEXT_HEADINGS } from '../next-steps.ts';
import type { OnetInterests } from '../profession-interests.ts';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '../recommendations.ts';
import type { Profession, ProfessionDetail, ProfessionProfile } from '../types.ts';
import type { Content } from './load.ts';
import { nextStepsOf } from './next-steps.ts';

/**
 * What each part of the app reads of the content, made from the checked files. The build serves
 * each view as a module of its own (`virtual:content/…`, vite-content.ts), so a screen carries
 * only the view it uses; the browser tests call these on the files directly.
 */

/** The catalogue on /search and the home page, in its order. */
export function catalogueView({ professions }: Content): Profession[] {
  return professions
    .filter((p) => p.listed !== undefined)
    .sort((a, b) => a.listed! - b.listed!)
    .map((p) => ({
      id: p.id,
      title: p.title ?? p.name,
      nameUk: p.name,
      description: p.description!,
      category: p.category!,
      growth: p.growth!,
      image: p.image!,
    }));
}

/** Every profession's names by id: the English title where it has one (shown, never a key), and the Ukrainian name. */
export function namesView({ professions }: Content): Record<string, { title?: string; nameUk: string }> {
  return Object.fromEntries(
    professions.map((p) => [p.id, p.title !== undefined ? { title: p.title, nameUk: p.name } : { nameUk: p.name }]),
  );
}

/**
 * Each name of the quiz's table (src/data/recommendations.ts, the specification's English
 * titles) → the id of the profession it stands for. The one place a title leads to a profession:
 * everything else is keyed by id, so fixing a title's spelling renames nothing.
 */
export function quizTableView({ professions }: Content): Record<string, string> {
  const names = new Set<string>([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
  return Object.fromEntries(
    professions.flatMap((p) => (p.title !== undefined && names.has(p.title) ? [[p.title, p.id]] : [])),
  );
}

/** Every profession by its number in links (decision 0042), a removed one's id kept at its number. */
export function professionIndexView({ professions, retired }: Content): string[] {
  const index: string[] = [];
  for (const [id, { number }] of Object.entries(retired)) index[number] = id;
  for (const p of professions) index[p.number] = p.id;
  return index;
}

/** Each roadmap's step ids in the order first published, by profession id, a removed profession's kept. */
export function stepIdsView({ professions, retired }: Content): Record<string, readonly string[]> {
  return Object.fromEntries([
    ...Object.entries(retired).flatMap(([id, r]) => (r.stepIds ? [[id, r.stepIds]] : [])),
    ...professions.flatMap((p) => (p.stepIds ? [[p.id, p.stepIds]] : [])),
  ]);
}

/** The one line of each profession with one, by id. */
export function linesView({ professions }: Content): Record<string, string> {
  return Object.fromEntries(professions.flatMap((p) => (p.line ? [[p.id, p.line]] : [])));
}

/** The ids of the professions with a detail page. */
export function detailIdsView({ professions }: Content): string[] {
  return professions.filter((p) => p.detail).map((p) => p.id);
}

/** A detail page's texts with its next steps. */
export function detailView(content: Content, id: string): ProfessionDetail | undefined {
  const p = content.professions.find((p) => p.id === id);
  return p?.detail && { ...p.detail, next: nextStepsOf(content, p) };
}

/**
 * Every profession's steps a student can mark, in phases, by id: a detail page's roadmap, then its
 * «Що зробити вже зараз» as one more phase (a profile has only that one). What «Моя стежка» lists
 * of the steps done, without the rest of the page.
 */
export function roadmapsView({ professions }: Content): Record<string, ProfessionDetail['roadmap']> {
  return Object.fromEntries(
    professions.flatMap((p) => {
      const phases = [...(p.detail?.roadmap ?? []), ...(p.now ? [{ phase: NEXT_HEADINGS.now, steps: p.now }] : [])];
      return phases.length > 0 ? [[p.id, phases]] : [];
    }),
  );
}

/** Every profile by id. */
export function profilesView({ professions }: Content): Record<string, ProfessionProfile> {
  return Object.fromEntries(professions.flatMap((p) => (p.profile ? [[p.id, p.profile]] : [])));
}

/** O*NET's six interest scores (RIASEC order) and the occupation chosen, by id. */
export function interestsView({ professions }: Content): Record<string, OnetInterests> {
  return Object.fromEntries(
    professions.flatMap((p) => {
      if (!p.interests) return [];
      const { code, title, fit, scores } = p.interests;
      const six = [scores.R, scores.I, scores.A, scores.S, scores.E, scores.C] as const;
      return [[p.id, { code, title, fit, scores: six }]];
    }),
  );
}
