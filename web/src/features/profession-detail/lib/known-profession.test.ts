import { describe, expect, it } from 'vitest';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import { slugify } from '@/lib/slug';
import { knownProfessionName } from './known-profession';

describe('knownProfessionName', () => {
  it('knows a built-in without a detail page', () => {
    expect(knownProfessionName('graphic-designer')).toEqual({ title: 'Graphic Designer', nameUk: 'Графічний дизайнер', searchFinds: true });
  });

  it('knows every quiz recommendation without a detail page by its Ukrainian name', () => {
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    for (const name of names) {
      const id = slugify(name);
      if (['software-engineer', 'data-scientist', 'teacher'].includes(id)) continue;
      expect(knownProfessionName(id)?.nameUk, name).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(knownProfessionName('mechanical-engineer')).toEqual({ title: 'Mechanical Engineer', nameUk: 'Інженер-механік', searchFinds: false });
  });

  // Review E4: the screen offered a search for every known name, and for most it found nothing.
  it('offers the search only for names the search finds', async () => {
    const { filterProfessions } = await import('@/lib/filter-professions');
    const { BUILT_IN_PROFESSIONS } = await import('@/data/professions');
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    let offered = 0;
    for (const name of names) {
      const known = knownProfessionName(slugify(name));
      if (!known) continue;
      expect(known.searchFinds, name).toBe(filterProfessions(BUILT_IN_PROFESSIONS, known.nameUk).length > 0);
      if (known.searchFinds) offered++;
    }
    expect(offered).toBeGreaterThan(0);
    expect(knownProfessionName('carpenter')?.searchFinds).toBe(false);
    expect(knownProfessionName('web-developer')?.searchFinds).toBe(true);
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
