import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROFILES_FILE } from '@/config/data-files';
import { PROFILE_SLUGS } from '@/data/profiles';
import { profilesFile } from '@/data/profiles-file';
import { knownProfession, type KnownProfession } from '../lib/known-profession';
import { ProfessionProfile } from './profession-profile';

const NBSP = '\u00A0';
const plain = (text: string) => text.replaceAll(NBSP, ' ');

/** Every profile as the not-found screen gets it: from the profiles file, with its related page. */
let known: KnownProfession[] = [];
beforeAll(async () => {
  vi.stubGlobal('fetch', async (url: string) =>
    url === PROFILES_FILE ? Response.json(profilesFile()) : new Response(null, { status: 404 }),
  );
  known = await Promise.all(PROFILE_SLUGS.map(async (slug) => (await knownProfession(slug))!));
});
afterAll(() => vi.unstubAllGlobals());

function rendered({ name, profile, related }: KnownProfession): HTMLElement {
  cleanup();
  render(
    <MemoryRouter>
      <ProfessionProfile professionId={name.id} profile={profile!} related={related} />
    </MemoryRouter>,
  );
  return document.querySelector('[data-profession-profile]')!;
}

describe('a profession’s profile on its not-found screen (copy review 4)', () => {
  it('has every profile', () => {
    expect(known).toHaveLength(PROFILE_SLUGS.length);
    for (const k of known) expect(k.profile).not.toBeNull();
  });

  // E1: the profile school ends with grade 12 for today's 8th- and 9th-graders.
  it('E1: names the ways in after grade 9 and after school, never «після 11 класу»', () => {
    for (const k of known) {
      const article = rendered(k);
      expect([...article.querySelectorAll('h4')].map((h) => plain(h.textContent!))).toEqual([
        'Після 9 класу з 2027 року',
        'Після закінчення школи',
      ]);
      expect(plain(article.textContent!), k.name.title).not.toMatch(/11 клас/);
    }
  });

  // E2: the date stood in the specialties' heading only, so the facts under it were undated.
  it('E2: dates the whole profile once, in a line of its own, not the specialties alone', () => {
    for (const k of known) {
      const article = rendered(k);
      const text = plain(article.textContent!);
      // A step about the НМТ dates itself: «Моя стежка» prints it without the page.
      const datedSteps = (k.profile!.next?.now ?? []).filter((step) => /станом на 2026 рік/.test(plain(step.text)));
      expect(text.match(/станом на 2026 рік/g), k.name.title).toHaveLength(1 + datedSteps.length);
      expect(plain(article.querySelector('[data-profile-date]')!.textContent!)).toBe(
        'Усе, що тут написано про професію, — станом на 2026 рік.',
      );
      const headings = [...article.querySelectorAll('h3')].map((h) => plain(h.textContent!));
      expect(headings.join('\n')).not.toMatch(/станом/);
    }
  });

  // T1: the Latin code or field letter could end a line, away from its name.
  it('T1: keeps each specialty code with its name and the field letter with its word and name', () => {
    for (const k of known) {
      const items = [...rendered(k).querySelectorAll('[data-specialties] li')];
      expect(items.map((li) => li.textContent)).toEqual(
        k.profile!.specialties.map(
          (s) => `${s.code}${NBSP}«${s.name}», галузь знань${NBSP}${s.field}${NBSP}«${s.fieldName}»`,
        ),
      );
    }
  });

  // T2: «Схожий шлях має професія Інженер-програміст» named it without quotes mid-sentence.
  it('T2: names a related profession in «» quotes', () => {
    const withPage = known.filter((k) => k.related?.detailed);
    expect(withPage.length).toBeGreaterThan(0);
    for (const k of withPage) {
      const text = plain(rendered(k).textContent!);
      expect(text).toContain(`Схожий шлях має професія «${k.related!.nameUk}»: на її сторінці є кар’єрна карта`);
    }
  });

  // A1, A3, A4 and M4: the line the card shows is not repeated over the work, the ways in are a
  // «шлях», and no route after grade 9 is said without «наші джерела».
  it('A1, A3, A4: the work without the card’s line, «Шлях до професії», no «наші джерела»', () => {
    for (const k of known) {
      const article = rendered(k);
      expect(article.querySelector('[data-profession-line]')).toBeNull();
      expect(plain(article.textContent!)).toContain(plain(k.profile!.work));
      expect(plain(article.textContent!)).toContain('Шлях до професії');
      expect(plain(article.textContent!)).not.toMatch(/наші джерела|Як сюди потрапити/);
    }
  });
});
