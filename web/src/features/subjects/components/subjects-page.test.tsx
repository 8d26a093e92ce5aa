// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import TABLE from 'virtual:content/subjects-table';
import { SUBJECTS_KEY } from '@/lib/subjects/choice-format';
import { NBSP } from '@/lib/typeset';

const plain = (node: Element | null) => (node?.textContent ?? '').replaceAll(NBSP, ' ');
const line = () => plain(document.querySelector('[data-subjects-line]'));

/** The page as a fresh visit shows it: the store is made once per page. */
async function showPage(hash = '') {
  vi.resetModules();
  const { SubjectsPage } = await import('./subjects-page');
  render(
    <MemoryRouter initialEntries={[`/subjects${hash}`]}>
      <SubjectsPage />
    </MemoryRouter>,
  );
  // The table arrives.
  await act(async () => {});
}

const named = (text: string) => (name: string) => name.replaceAll(NBSP, ' ') === text;
const liked = () => screen.getByRole('group', { name: named('Які предмети тобі подобаються?') });
const hard = () => screen.getByRole('group', { name: named('А які даються важко? (можна пропустити)') });

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(TABLE))));
});

describe('«Мої предмети» (decision 0045)', () => {
  it('asks with two real groups of checkboxes, each named by its legend, in timetable order', async () => {
    await showPage();
    for (const group of [liked(), hard()]) {
      expect(group.tagName).toBe('FIELDSET');
      const boxes = within(group).getAllByRole('checkbox');
      expect(boxes).toHaveLength(13);
      expect(boxes.map((b) => b.closest('label')!.textContent)).toEqual(TABLE.subjects.map((s) => s.name));
    }
    expect(document.querySelector('[aria-live="polite"] [data-subjects-line]')).not.toBeNull();
  });

  it('says what to do while nothing is liked, and lists nothing', async () => {
    await showPage();
    expect(line()).toBe(
      'Познач предмети, які тобі подобаються, — і тут з’являться професії, для яких вони знадобляться.',
    );
    expect(document.querySelector('[data-subjects-matches]')).toBeNull();
  });

  it('lists the professions for biology and chemistry with the liked subjects they share, the lab first', async () => {
    await showPage();
    const user = userEvent.setup();
    await user.click(within(liked()).getByRole('checkbox', { name: 'Біологія' }));
    await user.click(within(liked()).getByRole('checkbox', { name: 'Хімія' }));
    // Seven professions' pages name biology or chemistry.
    expect(line()).toBe('Ось 7 професій, для яких знадобляться предмети, які тобі подобаються.');
    const items = [...document.querySelectorAll('[data-profession]')];
    expect(items).toHaveLength(7);
    expect(items[0]!.getAttribute('data-profession')).toBe('lab-technician');
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/profession/lab-technician');
    expect(plain(items[0]!.querySelector('[data-shared-subjects]'))).toBe(
      'З твоїх улюблених предметів: біологія, хімія.',
    );
    const doctor = document.querySelector('[data-profession="medical-doctor"]')!;
    expect(plain(doctor.querySelector('[data-shared-subjects]'))).toBe('З твоїх улюблених предметів: біологія.');
    expect(plain(document.body)).not.toMatch(/%|підходить|збіг/i);
    expect(plain(document.querySelector('[data-subjects-cluster]'))).toBe(
      'Предмети, які тобі подобаються, найбільше тяжіють до кластера STEM.',
    );
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!)).toEqual({
      v: 1,
      liked: ['biology', 'chemistry'],
      hard: [],
    });
  });

  it('notes a hard subject beside each profession that relies on it, and hides none', async () => {
    localStorage.setItem(SUBJECTS_KEY, JSON.stringify({ v: 1, liked: ['biology', 'chemistry'], hard: [] }));
    await showPage();
    const before = [...document.querySelectorAll('[data-profession]')].map((li) => li.getAttribute('data-profession'));
    await userEvent.setup().click(within(hard()).getByRole('checkbox', { name: 'Математика' }));
    const after = [...document.querySelectorAll('[data-profession]')].map((li) => li.getAttribute('data-profession'));
    expect(after).toEqual(before);
    const note = document.querySelector('[data-profession="lab-technician"] [data-hard-note="math"]');
    expect(plain(note)).toBe('Математика знадобиться — і її можна підтягнути.');
    expect(document.querySelector('[data-profession="medical-doctor"] [data-hard-note]')).toBeNull();
  });

  it('says the subjects no longer tell professions apart when every one is liked, and lists nothing', async () => {
    localStorage.setItem(SUBJECTS_KEY, JSON.stringify({ v: 1, liked: TABLE.subjects.map((s) => s.id), hard: [] }));
    await showPage();
    expect(line()).toBe(
      'Тобі подобаються всі предмети — чудово! Але тоді вони вже не підказують, які професії тобі ближчі: залиш позначки лише біля найулюбленіших.',
    );
    expect(document.querySelector('[data-subjects-matches]')).toBeNull();
  });

  it('says when fewer professions share the liked subjects than it would show', async () => {
    localStorage.setItem(SUBJECTS_KEY, JSON.stringify({ v: 1, liked: ['foreign'], hard: [] }));
    await showPage();
    expect(line()).toBe('Серед професій Стежки твої улюблені предмети знадобляться лише для однієї — ось вона.');
    expect(document.querySelectorAll('[data-profession]')).toHaveLength(1);
  });

  it('keeps the honest frame and the O*NET credit on every visit', async () => {
    await showPage();
    expect(plain(document.querySelector('[data-honesty]'))).toContain('Ці дані описують роботу в США');
    expect(plain(document.querySelector('[data-honesty]'))).toContain('а не вирок');
    expect(document.querySelector('[data-onet-credit]')).not.toBeNull();
  });

  it('opens a shared link into an empty browser, and reads a damaged one as one line, changing nothing', async () => {
    await showPage('#p=1BIBAAn');
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!)).toEqual({
      v: 1,
      liked: ['biology', 'chemistry'],
      hard: ['math'],
    });
    expect(within(liked()).getByRole('checkbox', { name: 'Біологія' })).toBeChecked();
    // Read once, kept once, said once: the link's effect ran on every render it caused before.
    expect(plain(document.querySelector('[data-from-link]'))).toBe(
      'Вибір із посилання відкрито й збережено в цьому браузері.',
    );

    localStorage.setItem(SUBJECTS_KEY, JSON.stringify({ v: 1, liked: ['arts'], hard: [] }));
    await showPage('#p=1BIBAAx');
    expect(screen.getAllByRole('alert').map((a) => plain(a))).toEqual([
      'Посилання пошкоджене: у ньому бракує знаків або є зайві. Тут нічого не змінено.',
    ]);
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!)).toEqual({ v: 1, liked: ['arts'], hard: [] });
  });

  it('asks before a shared link replaces a different choice kept here', async () => {
    localStorage.setItem(SUBJECTS_KEY, JSON.stringify({ v: 1, liked: ['arts'], hard: [] }));
    await showPage('#p=1BIBAAn');
    expect(document.querySelector('[data-link-question]')).not.toBeNull();
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!).liked).toEqual(['arts']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Замінити' }));
    expect(JSON.parse(localStorage.getItem(SUBJECTS_KEY)!).liked).toEqual(['biology', 'chemistry']);
  });
});
