import { describe, expect, it } from 'vitest';
import { PROFESSION_DETAIL_LOADERS } from './profession-details';

/**
 * Every roadmap step id ever published: students' marks are stored under them (decision 0012).
 * A step's text may change and a step may move; its id stays. A removed step's id goes to
 * RETIRED and is never given to another step.
 */
const PUBLISHED: Record<string, readonly string[]> = {
  'software-engineer': [
    'python',
    'profile',
    'olymp',
    'nmt',
    'enroll',
    'algo',
    'github',
    'english',
    'intern',
    'oss',
    'cv',
    'junior',
    'review',
    'track',
    'learn',
  ],
  'data-scientist': [
    'profile',
    'python',
    'olymp',
    'nmt',
    'enroll',
    'stats',
    'libs',
    'kaggle',
    'intern',
    'opendata',
    'present',
    'master',
    'junior',
    'domain',
    'prod',
    'research',
  ],
  teacher: [
    'tutor',
    'profile',
    'kids',
    'nmt',
    'enroll',
    'pedagogy',
    'practice',
    'master',
    'mentor',
    'formats',
    'courses',
    'reflect',
  ],
};
const RETIRED: Record<string, readonly string[]> = {};

describe.each(Object.keys(PROFESSION_DETAIL_LOADERS))('%s roadmap step ids', (profession) => {
  it('keeps every published id, or lists it as retired — and never brings a retired one back', async () => {
    const { default: detail } = await PROFESSION_DETAIL_LOADERS[profession]!();
    const ids = detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
    const retired = RETIRED[profession] ?? [];
    for (const id of PUBLISHED[profession] ?? []) {
      if (!retired.includes(id)) expect(ids, `step id «${id}» was removed: list it in RETIRED`).toContain(id);
    }
    for (const id of retired) expect(ids).not.toContain(id);
  });
});
