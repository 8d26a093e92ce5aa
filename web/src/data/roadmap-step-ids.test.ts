import { describe, expect, it } from 'vitest';
import { PROFESSION_DETAIL_LOADERS } from './profession-details';
import { PUBLISHED_STEP_IDS, RETIRED_STEP_IDS } from './published-step-ids';

const WHERE = 'src/data/published-step-ids.ts';

// A page's ids are recorded when it is published (docs/content.md); from then on they hold it.
const PUBLISHED = Object.keys(PROFESSION_DETAIL_LOADERS).filter((id) => Object.hasOwn(PUBLISHED_STEP_IDS, id));

it('every published page is still a page', () => {
  for (const id of Object.keys(PUBLISHED_STEP_IDS)) expect(Object.keys(PROFESSION_DETAIL_LOADERS)).toContain(id);
});

describe.each(PUBLISHED)('%s roadmap step ids', (profession) => {
  const stepIds = async () => {
    const { default: detail } = await PROFESSION_DETAIL_LOADERS[profession]!();
    return detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id));
  };

  it('are all recorded as published', async () => {
    const published = PUBLISHED_STEP_IDS[profession] ?? [];
    const unrecorded = (await stepIds()).filter((id) => !published.includes(id));
    expect(
      unrecorded,
      `record ${profession}'s step ids in ${WHERE}: add ${unrecorded.map((id) => `'${id}'`).join(', ')} to PUBLISHED_STEP_IDS['${profession}']`,
    ).toEqual([]);
  });

  it('keep every published id, or list it as retired — and never bring a retired one back', async () => {
    const ids = await stepIds();
    const retired = RETIRED_STEP_IDS[profession] ?? [];
    for (const id of PUBLISHED_STEP_IDS[profession] ?? []) {
      if (!retired.includes(id))
        expect(ids, `step id «${id}» was removed: list it in RETIRED_STEP_IDS['${profession}'] (${WHERE})`).toContain(
          id,
        );
    }
    for (const id of retired) expect(ids, `step id «${id}» is retired: give the step another id`).not.toContain(id);
  });
});
