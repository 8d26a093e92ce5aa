import { expect, it } from 'vitest';
import { PROFESSION_DETAIL_LOADERS } from './profession-details';
import { PUBLISHED_STEP_IDS } from './published-step-ids';

// The content check holds each page's detail.stepIds to its roadmap (content/load.test.ts); this
// holds the app's module to the pages it serves.
it.each(Object.keys(PROFESSION_DETAIL_LOADERS))('every step of %s is in the ids the link carries', async (id) => {
  const { default: detail } = await PROFESSION_DETAIL_LOADERS[id]!();
  const steps = detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
  expect(PUBLISHED_STEP_IDS[id]).toEqual(expect.arrayContaining(steps));
});
