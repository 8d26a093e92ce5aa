import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILES_FILE } from '@/config/data-files';
import { profilesFile } from '@/data/profiles-file';
import { hasDetail } from '@/data/profession-details';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { professionIdOf } from '@/data/recommendation-ids';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '@/data/recommendations';
import { knownProfession, knownProfessionName } from './known-profession';

describe('knownProfessionName', () => {
  // The profiles file as the prerender step writes it, served where the screen fetches it.
  beforeEach(() => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === PROFILES_FILE ? Response.json(profilesFile()) : new Response(null, { status: 404 }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('knows a built-in without a detail page', () => {
    expect(knownProfessionName('graphic-designer')).toEqual({
      id: 'graphic-designer',
      title: PROFESSION_NAMES['graphic-designer']!.title,
      nameUk: PROFESSION_NAMES['graphic-designer']!.nameUk,
      inCatalogue: true,
    });
  });

  it('knows every quiz recommendation without a detail page by its Ukrainian name', () => {
    const names = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
    for (const name of names) {
      const id = professionIdOf(name);
      if (hasDetail(id)) continue;
      expect(knownProfessionName(id)?.nameUk, name).toMatch(/\p{Script=Cyrillic}/u);
    }
    expect(knownProfessionName('mechanical-engineer')).toEqual({
      id: 'mechanical-engineer',
      title: PROFESSION_NAMES['mechanical-engineer']!.title,
      nameUk: PROFESSION_NAMES['mechanical-engineer']!.nameUk,
      inCatalogue: false,
    });
  });

  // Issue 32: the profile replaces the search for a related name (review E4, N-E6).
  it('loads the profile of every known quiz name with one, and points only to a real catalogue page', async () => {
    const { PROFILE_SLUGS } = await import('@/data/profiles');
    const { BUILT_IN_PROFESSIONS } = await import('@/data/professions');
    for (const slug of PROFILE_SLUGS) {
      const known = await knownProfession(slug);
      expect(known?.profile, slug).not.toBeNull();
      if (known?.profile?.related) {
        const card = BUILT_IN_PROFESSIONS.find((p) => p.id === known.profile?.related);
        expect(known.related, slug).toEqual({ id: card?.id, nameUk: card?.nameUk, detailed: hasDetail(card!.id) });
      } else expect(known?.related, slug).toBeNull();
    }
  });

  it('loads no profile for an id it does not know', async () => {
    expect(await knownProfession('mechanical-enginer')).toBeNull();
    expect(await knownProfession('software-engineer')).toBeNull();
    expect(await knownProfession(undefined)).toBeNull();
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
