import { describe, expect, it } from 'vitest';
import { loadContent } from './load';
import { nextStepsView, pickSubjects, similarTo, SUBJECT_RULE } from './next-steps';

const CONTENT = loadContent();
const NEXT = nextStepsView(CONTENT);
const rated = CONTENT.professions.filter((p) => p.knowledge?.importance && !p.knowledge.standIn);
const names = (id: string) => {
  const s = NEXT[id]!.subjects!;
  return s.kind === 'rated' ? s.subjects.map((x) => x.name) : [];
};

/** The mean Jaccard overlap of two professions' subject lists: lower tells them apart better. */
function meanOverlap(lists: readonly (readonly string[])[]): number {
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < lists.length; i++)
    for (let j = i + 1; j < lists.length; j++) {
      const [a, b] = [new Set(lists[i]), new Set(lists[j])];
      sum += [...a].filter((x) => b.has(x)).length / new Set([...a, ...b]).size;
      pairs++;
    }
  return sum / pairs;
}

describe('the school subjects of a profession (decision 0044)', () => {
  it('tells professions apart better than raw importance, as the record measured', () => {
    const byImportance = rated.map((p) =>
      pickSubjects(CONTENT.subjects, p.knowledge!.importance!).length > 0
        ? CONTENT.subjects.subjects
            .map((s) => ({ name: s.name, v: Math.max(...s.areas.map((a) => p.knowledge!.importance![a]!)) }))
            .sort((a, b) => b.v - a.v)
            .slice(0, 3)
            .map((s) => s.name)
        : [],
    );
    const byRule = rated.map((p) => names(p.id));
    expect(rated).toHaveLength(45);
    expect(meanOverlap(byImportance)).toBeCloseTo(0.435, 2);
    expect(meanOverlap(byRule)).toBeCloseTo(0.225, 2);
    expect(byRule.filter((l) => l.includes('Українська мова')).length).toBe(21);
  });

  it('three or four subjects the work rates at least the floor, most important first', () => {
    for (const p of rated) {
      const s = NEXT[p.id]!.subjects!;
      if (s.kind !== 'rated') throw new Error(p.id);
      expect(s.subjects.length, p.id).toBeGreaterThanOrEqual(3);
      expect(s.subjects.length, p.id).toBeLessThanOrEqual(4);
      for (const x of s.subjects) expect(x.importance).toBeGreaterThanOrEqual(SUBJECT_RULE.FLOOR);
      expect(s.subjects.map((x) => x.importance)).toEqual(s.subjects.map((x) => x.importance).sort((a, b) => b - a));
    }
    expect(names('medical-doctor')).toContain('Біологія');
    expect(names('software-engineer')).toEqual(['Інформатика', 'Математика', 'Технології']);
    expect(names('lawyer')[0]).toBe('Громадянська освіта');
  });

  it('names a stand-in, and says why where there is none', () => {
    expect(NEXT['financial-analyst']!.subjects).toMatchObject({ kind: 'rated', standIn: { code: '13-2099.01' } });
    expect(NEXT['project-manager']!.subjects!.kind).toBe('missing');
  });
});

describe('the professions alike', () => {
  it('are three others, most correlated first, computed from the scores', () => {
    for (const p of CONTENT.professions) {
      const alike = similarTo(CONTENT, p.id);
      expect(alike).toHaveLength(3);
      expect(alike.map((a) => a.id)).not.toContain(p.id);
      expect(NEXT[p.id]!.similar.map((s) => s.id)).toEqual(alike.map((a) => a.id));
    }
  });
});
