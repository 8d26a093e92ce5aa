import { describe, expect, it } from 'vitest';
import { loadContent } from '@/data/content/load';
import { subjectsTableView, subjectsView } from '@/data/content/subjects-view';
import { matchProfessions, SUBJECTS_MATCH } from './match';

const CONTENT = loadContent();
const SUBJECTS = subjectsView(CONTENT);
const TABLE = subjectsTableView(CONTENT);
const ids = (liked: string[], hard: string[] = []) => {
  const result = matchProfessions(SUBJECTS, TABLE.professions, liked, hard);
  return result.kind === 'professions' ? result.matches.map((m) => m.profession.id) : result.kind;
};

describe('the professions for the liked subjects (decision 0045)', () => {
  it('puts the medical and laboratory professions first for biology and chemistry', () => {
    const first = ids(['biology', 'chemistry']);
    // The three that rely on both, then the generic online tutor (O*NET averages every subject a
    // tutor may teach), then the doctor, whose page names biology but not chemistry.
    expect(first.slice(0, 3)).toEqual(['lab-technician', 'environmental-scientist', 'healthcare-professional']);
    expect(first.slice(0, 5)).toEqual(
      expect.arrayContaining([
        'lab-technician',
        'medical-doctor',
        'healthcare-professional',
        'environmental-scientist',
      ]),
    );
  });

  it('puts the artistic professions first for art alone', () => {
    const first = ids(['arts']);
    expect(first.slice(0, 3)).toEqual(expect.arrayContaining(['musician', 'graphic-designer', 'art-director']));
    for (const id of first)
      expect(TABLE.professions.find((p) => p.id === id)!.picked.map((p) => p.id)).toContain('arts');
  });

  it('ranks by the liked subjects shared, then by how far they stand above the average, at most ten', () => {
    const result = matchProfessions(SUBJECTS, TABLE.professions, ['math', 'physics', 'informatics'], []);
    if (result.kind !== 'professions') throw new Error(result.kind);
    expect(result.matches.length).toBeLessThanOrEqual(SUBJECTS_MATCH.MAX);
    const keys = result.matches.map((m) => ({
      shared: m.shared.length,
      above: m.profession.picked.filter((p) => m.shared.includes(p.id)).reduce((s, p) => s + p.above, 0),
    }));
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1]!, keys[i]!];
      expect(a.shared > b.shared || (a.shared === b.shared && a.above >= b.above)).toBe(true);
    }
    expect(result.matches[0]!.profession.id).toBe('research-scientist');
  });

  it('names the liked subjects a profession shares and the hard ones it relies on, in timetable order', () => {
    const result = matchProfessions(SUBJECTS, TABLE.professions, ['chemistry', 'biology'], ['math', 'arts']);
    if (result.kind !== 'professions') throw new Error(result.kind);
    const lab = result.matches.find((m) => m.profession.id === 'lab-technician')!;
    expect(lab.shared).toEqual(['biology', 'chemistry']);
    expect(lab.hard).toEqual(lab.profession.picked.some((p) => p.id === 'math') ? ['math'] : []);
  });

  it('says when fewer professions share a liked subject than it would show', () => {
    const result = matchProfessions(SUBJECTS, TABLE.professions, ['foreign'], []);
    expect(result.kind === 'professions' && result.fewer).toBe(true);
  });

  it('has nothing to rank with nothing liked, and nothing to tell apart with everything liked', () => {
    expect(ids([])).toBe('none');
    expect(ids(SUBJECTS.map((s) => s.id))).toBe('all');
    expect(ids(['not-a-subject'])).toBe('none');
  });
});

describe('the table the page fetches', () => {
  it('holds every profession with rated knowledge, stand-ins too, and exactly the subjects its page shows', () => {
    const rated = CONTENT.professions.filter((p) => p.knowledge?.importance);
    expect(TABLE.professions.map((p) => p.id)).toEqual(rated.map((p) => p.id));
    expect(TABLE.professions).toHaveLength(47);
    expect(TABLE.professions.map((p) => p.id)).not.toContain('project-manager');
    expect(TABLE.subjects.map((s) => s.id)).toEqual(SUBJECTS.map((s) => s.id));
  });
});
