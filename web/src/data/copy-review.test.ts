import { describe, expect, it } from 'vitest';
import { NBSP } from '../lib/typeset';
import { PROFESSION_DETAIL_LOADERS } from './profession-details';
import { RECOMMENDATION_NAMES_UK } from './recommendation-names';
import type { ProfessionDetail } from './types';

/**
 * The errors of the native editor's review (2026-11-23) stay fixed. E4 (the not-found screen's
 * search link) is held by `known-profession.test.ts` and `e2e/not-found.spec.ts`.
 */
async function detail(id: string): Promise<ProfessionDetail> {
  return (await PROFESSION_DETAIL_LOADERS[id]!()).default;
}

/** A text with typesetting's non-breaking spaces read as spaces. */
const plain = (text: string) => text.replaceAll(NBSP, ' ');

/** Every text of a detail page, plain. */
function texts(page: ProfessionDetail): string[] {
  const all = [
    page.overview,
    ...page.responsibilities,
    ...page.skills.map((skill) => skill.name),
    ...page.education.map((item) => item.requirement),
    ...page.roadmap.flatMap((phase) => [phase.phase, ...phase.steps.map((step) => step.text)]),
  ];
  return all.map(plain);
}

describe('copy review errors', () => {
  it('E1: «вчитися» takes the genitive («вчитися нового»)', async () => {
    const all = texts(await detail('software-engineer')).join('\n');
    expect(all).toContain('вчитися нового');
    for (const id of Object.keys(PROFESSION_DETAIL_LOADERS)) {
      expect(texts(await detail(id)).join('\n')).not.toMatch(/вчитися новому/);
    }
  });

  it('E2: the teacher’s legal route is pedagogical education or a subject degree plus the qualification', async () => {
    const mandatory = (await detail('teacher')).education.filter((item) => item.mandatory);
    const route = mandatory.map((item) => plain(item.requirement)).join('\n');
    expect(route).toMatch(/Педагогічна освіта/);
    expect(route).toMatch(/вища освіта з предмета та професійна кваліфікація вчителя/);
    expect(route).not.toMatch(/Вища педагогічна освіта з обраного предмета/);
    const everything = texts(await detail('teacher')).join('\n');
    expect(everything, 'no master’s requirement is claimed').not.toMatch(/магістр\S* (обов|потрібн)/i);
  });

  it('E3: after the reform one chooses a profile in senior school, not a profile school', async () => {
    for (const id of ['software-engineer', 'data-scientist']) {
      const all = texts(await detail(id)).join('\n');
      expect(all).toContain('Обери в старшій школі STEM-профіль або клас із поглибленим вивченням');
      expect(all).not.toMatch(/профільну старшу школу|поглибленою математикою/);
    }
  });

  it('E5: Quality Assurance is «забезпечення якості», not quality control', () => {
    expect(RECOMMENDATION_NAMES_UK['Quality Assurance Specialist']).toBe('Фахівець із забезпечення якості');
    expect(Object.values(RECOMMENDATION_NAMES_UK).join('\n')).not.toMatch(/контролю якості/);
  });
});
