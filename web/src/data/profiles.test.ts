import { describe, expect, it } from 'vitest';
import { slugify } from '../lib/slug';
import { NBSP } from '../lib/typeset';
import { hasDetail } from './profession-details';
import { BUILT_IN_PROFESSIONS } from './professions';
import { readShared } from './content/load';
import { PROFILE_LINES } from './profile-lines';
import { PROFILE_SLUGS, profileOf as profileBySlug } from './profiles';
import { PROFESSION_NAMES } from './profession-names';
import { profilesFile } from './profiles-file';
import { RECOMMENDATION_NAMES_UK } from './recommendation-names';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS, type RecommendationName } from './recommendations';
import { KNOWLEDGE_FIELDS, SPECIALTIES } from './specialties';
import type { ProfessionProfile } from './types';

/** Every name a quiz result can show, from the specification's table and the default list. */
const ALL_NAMES: readonly RecommendationName[] = [
  ...new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]),
];
const WITH_PROFILE = ALL_NAMES.filter((name) => !hasDetail(slugify(name)));
const WITH_DETAIL = ALL_NAMES.filter((name) => hasDetail(slugify(name)));

const plain = (text: string) => text.replaceAll(NBSP, ' ');

/** What several profiles share (web/content/shared.yaml): source sets and facts in the same words. */
const SHARED = readShared();
const CREATIVE_CONTEST_FACT = SHARED.facts['creative-contest']!.text;

/** Every profile there is, by English name (or id, for a profession without one). */
const PROFILES: ReadonlyMap<string, ProfessionProfile> = new Map(
  PROFILE_SLUGS.map((id) => [PROFESSION_NAMES[id]?.title ?? id, profileBySlug(id)!] as const),
);
const PROFILE_NAMES = [...PROFILES.keys()];

/** A profile the test needs; its absence is reported by «has a profile». */
function profileOf(name: string): ProfessionProfile {
  const profile = PROFILES.get(name);
  if (!profile) throw new Error(`${name} has no profile`);
  return profile;
}

/** All of a profile's texts, plain. */
function textsOf(profile: ProfessionProfile): string[] {
  return [profile.work, profile.afterGrade9 ?? '', profile.afterSchool, profile.fact ?? ''].map(plain);
}

/** The codes that the 2026 draft admission rules give a 150-point minimum (C-150). */
const MIN_150 = ['C1', 'C3', 'D4', 'D8', 'D9', 'I1', 'I2', 'I3', 'I4', 'I8'];

describe('profiles of the professions the quiz can name', () => {
  it('the specification’s three stay the only detail pages, and every other name has a profile', () => {
    expect(WITH_DETAIL.map(slugify).sort()).toEqual(['data-scientist', 'software-engineer', 'teacher']);
    expect(WITH_PROFILE.length + WITH_DETAIL.length).toBe(ALL_NAMES.length);
  });

  it.each(WITH_PROFILE)('%s has a profile, a line and a Ukrainian name', (name) => {
    expect(PROFILE_SLUGS).toContain(slugify(name));
    expect(PROFILES.get(name)).toBeDefined();
    expect(PROFILE_LINES[name], name).toBeTruthy();
    expect(RECOMMENDATION_NAMES_UK[name]).toMatch(/\p{Script=Cyrillic}/u);
  });

  it('a profession with a detail page has neither a profile nor a line', () => {
    for (const name of WITH_DETAIL) {
      expect(profileBySlug(slugify(name)), name).toBeNull();
      expect(PROFILE_LINES[name], name).toBeUndefined();
    }
  });

  it('an unknown slug has no profile', () => {
    expect(profileBySlug('game-designer')).toBeNull();
    expect(profileBySlug('')).toBeNull();
    expect(profileBySlug('../types')).toBeNull();
    expect(profileBySlug('__proto__')).toBeNull();
  });
});

describe('what a profile says', () => {
  // What each text must be (sentences, «зазвичай», never «ти», undated, the specialty list, one
  // line of at most 110 characters) the content check holds for every file:
  // content/schema.ts and content/load.test.ts.
  it.each(PROFILE_NAMES)('%s: related is a detail page, sources are http(s) URLs, none twice', (name) => {
    const profile = profileOf(name);
    if (profile.related !== undefined) expect(hasDetail(profile.related), profile.related).toBe(true);
    expect(new Set(profile.sources).size).toBe(profile.sources.length);
    for (const source of profile.sources) expect(new URL(source).protocol).toMatch(/^https?:$/);
  });

  it('the 150-point minimum is said as the 2026 draft’s, for its codes only, with its sources', () => {
    // How it is said (the past, a university's rule, later years may differ): copy-review.test.ts, E3.
    const said = [...PROFILES].filter(([, profile]) => /150/.test(profile.fact ?? ''));
    expect(said.length).toBeGreaterThan(0);
    for (const [name, profile] of said) {
      const fact = plain(profile.fact!);
      expect(fact, name).toMatch(/^Проєкт правил вступу 2026 року передбачав/);
      expect(
        profile.specialties.some((code) => MIN_150.includes(code)),
        name,
      ).toBe(true);
      for (const code of fact.match(/\b[A-K]\d+\b/g) ?? []) expect(MIN_150, name).toContain(code);
      for (const source of SHARED.sources['min-score-2026']!) expect(profile.sources, name).toContain(source);
    }
  });

  it('the creative contest is said only in the facts’ general words, never as a specialty’s requirement', () => {
    expect(plain(CREATIVE_CONTEST_FACT)).not.toMatch(/(?<!\p{L})(ти|дізнайся|обери|перевір)(?!\p{L})/iu);
    expect(plain(CREATIVE_CONTEST_FACT)).toMatch(
      /^На творчі, мистецькі та спортивні спеціальності вступники складають творчий конкурс/,
    );
    for (const [name, profile] of PROFILES) {
      const shared = plain(profile.fact ?? '') === plain(CREATIVE_CONTEST_FACT);
      const others = textsOf({ ...profile, fact: shared ? '' : profile.fact });
      expect(others.join('\n'), name).not.toMatch(/творч\S* конкурс/);
      if (shared)
        for (const source of SHARED.sources['creative-contest']!) expect(profile.sources, name).toContain(source);
    }
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

describe('the Ukrainian names (the facts’ suggested names, review A21)', () => {
  it('a catalogue profession keeps its catalogue name', () => {
    const inTable = BUILT_IN_PROFESSIONS.filter((p) => Object.hasOwn(RECOMMENDATION_NAMES_UK, p.title));
    expect(inTable.length).toBeGreaterThanOrEqual(3);
    for (const p of inTable) expect(RECOMMENDATION_NAMES_UK[p.title], p.title).toBe(p.nameUk);
  });

  it('every name in the table has one', () => {
    for (const name of ALL_NAMES) expect(Object.keys(RECOMMENDATION_NAMES_UK)).toContain(name);
  });

  it('names the occupation, not a post or a tax status', () => {
    const names = Object.fromEntries(Object.entries(RECOMMENDATION_NAMES_UK).map(([en, uk]) => [en, plain(uk)]));
    expect(names['Chef']).toBe('Кухар');
    // Copy review 4, E8: the card covers charitable foundations too, which are not «громадські організації».
    expect(names['Nonprofit Worker']).toBe('Працівник громадської чи благодійної організації');
    expect(names['Administrator']).toBe('Офіс-адміністратор');
    expect(names['Research Scientist'], 'not a post, and not the same as «Дослідник»').toBe('Науковець');
    expect(names['Researcher']).toBe('Дослідник');
    expect(Object.values(names).join('\n')).not.toMatch(/неприбутков|Шеф-кухар|Науковий співробітник/);
  });
});

describe('the profiles file the not-found screen fetches', () => {
  it('holds every profile with its specialties’ names, nothing else', () => {
    const file = profilesFile();
    expect(Object.keys(file).sort()).toEqual([...PROFILE_SLUGS].sort());
    for (const id of PROFILE_SLUGS) {
      const { specialties, ...rest } = file[id]!;
      const profile = profileBySlug(id)!;
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
