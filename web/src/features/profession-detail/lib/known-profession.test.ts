import { describe, expect, it } from 'vitest';
import { hasDetail } from '@/data/profession-details';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import { slugify } from '@/lib/slug';
import { knownProfessionName } from './known-profession';

describe('knownProfessionName', () => {
  it('knows a built-in without a detail page', () => {
    expect(knownProfessionName('graphic-designer')).toEqual({
      title: 'Graphic Designer',
      nameUk: 'Графічний дизайнер',
      inCatalogue: true,
      related: [],
    });
  });

  it('knows every quiz recommendation without a detail page by its Ukrainian name', () => {
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    for (const name of names) {
      const id = slugify(name);
      if (hasDetail(id)) continue;
      expect(knownProfessionName(id)?.nameUk, name).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(knownProfessionName('mechanical-engineer')).toEqual({
      title: 'Mechanical Engineer',
      nameUk: 'Інженер-механік',
      inCatalogue: false,
      related: [],
    });
  });

  // Review E4: the screen offered a search for every known name, and for most it found nothing.
  it('points to what the search finds for the name, as the search itself would', async () => {
    const { filterProfessions } = await import('@/lib/filter-professions');
    const { BUILT_IN_PROFESSIONS } = await import('@/data/professions');
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    for (const name of names) {
      const known = knownProfessionName(slugify(name));
      if (!known) continue;
      const found = filterProfessions(BUILT_IN_PROFESSIONS, known.nameUk).map((p) => p.nameUk);
      if (known.inCatalogue) expect(found, name).toContain(known.nameUk);
      else expect(known.related, name).toEqual(found);
    }
    expect(knownProfessionName('carpenter')?.related).toEqual([]);
    expect(knownProfessionName('web-developer')?.inCatalogue).toBe(true);
  });

  // Review N-E6: «Інженер» and «Дизайнер» are not in the catalogue; their search finds another
  // profession, which the screen names as related instead of promising a page.
  it('names the related catalogue profession for a quiz-only name, and promises it no page', () => {
    expect(knownProfessionName('engineer')).toEqual({
      title: 'Engineer',
      nameUk: 'Інженер',
      inCatalogue: false,
      related: expect.arrayContaining(['Інженер-програміст']),
    });
    expect(knownProfessionName('designer')).toEqual({
      title: 'Designer',
      nameUk: 'Дизайнер',
      inCatalogue: false,
      related: expect.arrayContaining(['Графічний дизайнер']),
    });
  });

  it('says nothing of ids with a page, typos and empty ids', () => {
    expect(knownProfessionName('software-engineer')).toBeNull();
    expect(knownProfessionName('mechanical-enginer')).toBeNull();
    expect(knownProfessionName('game-designer')).toBeNull();
    expect(knownProfessionName('')).toBeNull();
    expect(knownProfessionName(undefined)).toBeNull();
    expect(knownProfessionName('__proto__')).toBeNull();
  });
});
