import type { SchoolSubject, SubjectsTable } from '../types.ts';
import type { Content } from './load.ts';
import { lineOf, pickSubjects, subjectScores } from './next-steps.ts';

/** The school subjects in timetable order, each with its lyceum cluster: «Мої предмети»'s checkboxes. */
export function subjectsView({ subjects }: Content): SchoolSubject[] {
  return subjects.subjects.map(({ id, name, cluster }) => ({ id, name, cluster }));
}

/**
 * What «Мої предмети» ranks (decision 0045): every profession whose file rates its knowledge, a
 * stand-in's ratings included and a `missing` one left out, with exactly the subjects its own page
 * shows (decision 0044's rule) and how far each stands above the O*NET average. Served as a data
 * file, so the page carries none of it as script.
 */
export function subjectsTableView(content: Content): SubjectsTable {
  return {
    subjects: content.subjects.subjects.map(({ id, name }) => ({ id, name })),
    professions: content.professions.flatMap((p) => {
      const importance = p.knowledge?.importance;
      if (!importance) return [];
      const scores = subjectScores(content.subjects, importance);
      const picked = pickSubjects(content.subjects, importance).map(({ id, importance }) => ({
        id,
        importance,
        // Two decimals: the file's values have two, and a float's tail would only weigh the file.
        above: Math.round(scores.find((s) => s.id === id)!.above * 100) / 100,
      }));
      return [{ id: p.id, name: p.name, line: lineOf(p), picked }];
    }),
  };
}
