import NEXT_STEPS from 'virtual:content/next-steps';
import { describe, expect, it } from 'vitest';
import { NBSP } from '../lib/typeset';
import { hasDetail } from './profession-details';
import { PROFILE_SLUGS, PROFILES, profileOf } from './profiles';
import { profilesFile } from './profiles-file';
import { professionIdOf } from './recommendation-ids';
import { RECOMMENDATION_NAMES_UK } from './recommendation-names';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS, type RecommendationName } from './recommendations';
import { KNOWLEDGE_FIELDS, SPECIALTIES } from './specialties';

// What a profile and a line must say (sentences, «зазвичай», never «ти», undated, the specialty
// list, the reviews' findings) the content check holds for every file: content/schema.ts,
// content/review-rules.ts and content/load.test.ts. These hold the modules the app reads.

/** Every name a quiz result can show, from the specification's table and the default list. */
const ALL_NAMES: readonly RecommendationName[] = [
  ...new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]),
];

const plain = (text: string) => text.replaceAll(NBSP, ' ');

describe('profiles of the professions the quiz can name', () => {
  it('every name leads to a detail page or a profile, by its id', () => {
    for (const name of ALL_NAMES) {
      const id = professionIdOf(name);
      expect(hasDetail(id) || profileOf(id) !== null, name).toBe(true);
    }
  });

  it('an unknown slug has no profile', () => {
    expect(profileOf('game-designer')).toBeNull();
    expect(profileOf('')).toBeNull();
    expect(profileOf('../types')).toBeNull();
    expect(profileOf('__proto__')).toBeNull();
  });

  it('every name in the table has a Ukrainian name', () => {
    for (const name of ALL_NAMES) expect(RECOMMENDATION_NAMES_UK[name], name).toMatch(/\p{Script=Cyrillic}/u);
  });
});

describe('what a profile says', () => {
  it.each(PROFILE_SLUGS)('%s: related is a detail page, sources are http(s) URLs, none twice', (id) => {
    const profile = PROFILES[id]!;
    if (profile.related !== undefined) expect(hasDetail(profile.related), profile.related).toBe(true);
    expect(new Set(profile.sources).size).toBe(profile.sources.length);
    for (const source of profile.sources) expect(new URL(source).protocol).toMatch(/^https?:$/);
  });
});

describe('the specialties Стежка names', () => {
  it('every entry is of the 2024 list’s shape: its field is the code’s letter', () => {
    for (const [code, { field, name }] of Object.entries(SPECIALTIES)) {
      expect(code).toMatch(/^[A-K]\d{1,2}$/);
      expect(field).toBe(code[0]);
      expect(Object.hasOwn(KNOWLEDGE_FIELDS, field)).toBe(true);
      expect(name).toMatch(/^\p{Lu}/u);
    }
  });

  it('C1 has the wording of the news and ЄДЕБО, not the 2023 draft’s', () => {
    expect(plain(SPECIALTIES.C1.name)).toBe('Економіка та міжнародні економічні відносини');
    expect(plain(KNOWLEDGE_FIELDS.C)).toBe('Соціальні науки, журналістика, інформація та міжнародні відносини');
  });
});

describe('the profiles file the not-found screen fetches', () => {
  it('holds every profile with its specialties’ names and its next steps, nothing else', () => {
    const file = profilesFile();
    expect(Object.keys(file).sort()).toEqual([...PROFILE_SLUGS].sort());
    for (const id of PROFILE_SLUGS) {
      const { specialties, next, ...rest } = file[id]!;
      expect(next).toEqual(NEXT_STEPS[id]);
      const profile = profileOf(id)!;
      expect({ ...rest, specialties: profile.specialties }).toEqual(profile);
      expect(specialties).toEqual(
        profile.specialties.map((code) => ({
          code,
          name: SPECIALTIES[code].name,
          field: SPECIALTIES[code].field,
          fieldName: KNOWLEDGE_FIELDS[SPECIALTIES[code].field],
        })),
      );
    }
  });
});
