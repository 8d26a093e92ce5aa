import { describe, expect, it } from 'vitest';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import { slugify } from '@/lib/slug';
import { knownProfessionName } from './known-profession';

describe('knownProfessionName', () => {
  it('knows a built-in without a detail page', () => {
    expect(knownProfessionName('graphic-designer')).toEqual({ title: 'Graphic Designer', nameUk: 'Графічний дизайнер' });
  });

  it('knows every quiz recommendation without a detail page by its Ukrainian name', () => {
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    for (const name of names) {
      const id = slugify(name);
      if (['software-engineer', 'data-scientist', 'teacher'].includes(id)) continue;
      expect(knownProfessionName(id)?.nameUk, name).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(knownProfessionName('mechanical-engineer')).toEqual({ title: 'Mechanical Engineer', nameUk: 'Інженер-механік' });
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
