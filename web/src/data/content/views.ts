import type { OnetInterests } from '../profession-interests.ts';
import type { Profession, ProfessionDetail, ProfessionProfile } from '../types.ts';
import type { ContentProfession } from './load.ts';

/**
 * What each part of the app reads of the content, made from the checked files. The build serves
 * each view as a module of its own (`virtual:content/…`, vite-content.ts), so a screen carries
 * only the view it uses; the browser tests call these on the files directly.
 */

/** The catalogue on /search and the home page, in its order. */
export function catalogueView(content: readonly ContentProfession[]): Profession[] {
  return content
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

/** Every profession's names by id: the English title where it has one, and the Ukrainian name. */
export function namesView(content: readonly ContentProfession[]): Record<string, { title?: string; nameUk: string }> {
  return Object.fromEntries(
    content.map((p) => [p.id, p.title !== undefined ? { title: p.title, nameUk: p.name } : { nameUk: p.name }]),
  );
}

/** The Ukrainian name by English title, for the names a quiz result shows. */
export function namesByTitleView(content: readonly ContentProfession[]): Record<string, string> {
  return Object.fromEntries(content.flatMap((p) => (p.title !== undefined ? [[p.title, p.name]] : [])));
}

/** The one line of each profession with a profile, by English title. */
export function linesView(content: readonly ContentProfession[]): Record<string, string> {
  return Object.fromEntries(content.flatMap((p) => (p.title !== undefined && p.line ? [[p.title, p.line]] : [])));
}

/** The ids of the professions with a detail page. */
export function detailIdsView(content: readonly ContentProfession[]): string[] {
  return content.filter((p) => p.detail).map((p) => p.id);
}

export function detailView(content: readonly ContentProfession[], id: string): ProfessionDetail | undefined {
  return content.find((p) => p.id === id)?.detail;
}

/** Every roadmap by the id of its detail page: what «Моя стежка» lists of the steps done, without the rest of the page. */
export function roadmapsView(content: readonly ContentProfession[]): Record<string, ProfessionDetail['roadmap']> {
  return Object.fromEntries(content.flatMap((p) => (p.detail ? [[p.id, p.detail.roadmap]] : [])));
}

/** Every profile by id. */
export function profilesView(content: readonly ContentProfession[]): Record<string, ProfessionProfile> {
  return Object.fromEntries(content.flatMap((p) => (p.profile ? [[p.id, p.profile]] : [])));
}

/** O*NET's six interest scores (RIASEC order) and the occupation chosen, by English title. */
export function interestsView(content: readonly ContentProfession[]): Record<string, OnetInterests> {
  return Object.fromEntries(
    content.flatMap((p) => {
      if (!p.interests || p.title === undefined) return [];
      const { code, title, fit, scores } = p.interests;
      const six = [scores.R, scores.I, scores.A, scores.S, scores.E, scores.C] as const;
      return [[p.title, { code, title, fit, scores: six }]];
    }),
  );
}
