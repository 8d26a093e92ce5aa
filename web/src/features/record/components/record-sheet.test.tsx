import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { afterGrade9File } from '@/data/after-grade9-file';
import { SCHOOL_SUBJECTS } from '@/data/school-subjects';
import type { InterestTable } from '@/lib/interests/interest-table';
import type { InterestScores } from '@/lib/interests/scores';
import type { RecordContent } from '@/lib/record/record-link';
import { leftOut, SHEET_DETAILS, type SheetDetail } from '../lib/parts';
import { RecordSheet } from './record-sheet';

/** One strongest type: creative (20) is more than 2 ahead of the rest, who are close together. */
const ONE: InterestScores = [16, 15, 20, 15, 14, 3];
/** Three: practical, creative and social within 2 of the second. */
const THREE: InterestScores = [20, 2, 18, 17, 3, 1];

const EMPTY: RecordContent = { quiz: null, interests: null, kept: [], marks: {}, subjects: null };

const AFTER_GRADE9 = afterGrade9File(
  {
    'lab-technician': { lyceum: 'STEM', college: 'Зазвичай вступають до фахового коледжу.' },
    carpenter: { lyceum: null, college: 'Найчастіше вступають до професійного ліцею.' },
    musician: { lyceum: 'будь-який', college: null },
  },
  SCHOOL_SUBJECTS,
);
const TABLE = [
  { slug: 'lab-technician', name: 'Лаборант' },
  { slug: 'carpenter', name: 'Столяр' },
  { slug: 'musician', name: 'Музикант' },
] as unknown as InterestTable;

function sheet(content: Partial<RecordContent>, detail: SheetDetail = 0): string {
  render(
    <MemoryRouter>
      <RecordSheet
        content={{ ...EMPTY, ...content }}
        detail={detail}
        data={{ table: TABLE, roadmaps: {}, afterGrade9: AFTER_GRADE9 }}
      />
    </MemoryRouter>,
  );
  return document.body.textContent!.replace(/\s+/g, ' ');
}

const caveatOf = () => document.querySelector('[data-record-caveat]')?.textContent?.replace(/\s+/g, ' ');

describe('the printed «Моя стежка» (copy review 5)', () => {
  it('E7, M7: one strongest type in the singular, with what it means', () => {
    const text = sheet({ interests: ONE });
    expect(text).toContain('Найсильніший тип інтересів: творчий (любить створювати щось своє).');
    expect(text).not.toContain('Найсильніші типи');
  });

  it('E7, M7: several joined by «і», each with what it means', () => {
    expect(sheet({ interests: THREE })).toContain(
      'Найсильніші типи інтересів: практичний (любить працювати руками), творчий (любить створювати щось своє) і соціальний (любить працювати з людьми й для людей).',
    );
  });

  it('M7: says in its last line, at every detail, that neither result is a diagnosis', () => {
    for (const detail of SHEET_DETAILS) {
      sheet({ quiz: '1acbdd', interests: THREE }, detail);
      expect(caveatOf()).toBe('Тест і «Мої інтереси» — не діагноз, а початок розмови; інтереси з віком змінюються.');
      expect(document.querySelector('[data-record-caveat]')!.nextElementSibling).toBeNull();
      cleanup();
    }
  });

  it('M7: names only what the sheet carries, and says nothing of a diagnosis without either result', () => {
    sheet({ quiz: '1acbdd' });
    expect(caveatOf()).toBe('Тест — не діагноз, а початок розмови; інтереси з віком змінюються.');
    cleanup();
    sheet({ interests: ONE });
    expect(caveatOf()).toBe('«Мої інтереси» — не діагноз, а початок розмови; інтереси з віком змінюються.');
    cleanup();
    sheet({ kept: ['chef'] });
    expect(caveatOf()).toBeUndefined();
  });
});

describe('«Після 9 класу» on the sheet (decision 0046)', () => {
  const subjects = { liked: ['biology', 'chemistry'], hard: ['math'] };
  const kept = ['lab-technician', 'carpenter', 'musician'];
  const flat = (text: string) => text.replace(/\s+/g, ' ');
  const part = () => flat(document.querySelector('[data-record-part="after9"]')!.textContent!);

  it('names the subjects, where they lean, each kept profession’s route, the questions and the dated reform facts', () => {
    sheet({ subjects, kept });
    const text = part();
    expect(text).toContain('Улюблені предмети: біологія, хімія. Даються важко: математика.');
    expect(text).toContain('Предмети, які тобі подобаються, найбільше тяжіють до кластера STEM.');
    const routes = [...document.querySelectorAll('[data-record-routes] li')].map((li) =>
      [...li.children].map((line) => flat(line.textContent!)),
    );
    expect(routes).toEqual([
      [
        'Лаборант',
        'В академічному ліцеї до цієї професії зазвичай найближчі STEM-профілі.',
        'Зазвичай вступають до фахового коледжу.',
      ],
      ['Столяр', 'Найчастіше вступають до професійного ліцею.'],
      ['Музикант', 'В академічному ліцеї жоден профіль не веде саме до цієї професії: підійде будь-який.'],
    ]);
    expect(document.querySelectorAll('[data-record-questions] li').length).toBeGreaterThanOrEqual(3);
    expect(flat(document.querySelector('[data-record-part="after9"] [data-reform-facts]')!.textContent!)).toMatch(
      /^Станом на 2026 рік: з 2027 року після 9 класу/,
    );
  });

  it('groups the routes when the sheet is tight, and says so', () => {
    sheet({ subjects, kept }, 2);
    // The grouped lists are editorial: their heading says they are what is usual.
    expect(part()).toContain('Якими шляхами зазвичай ідуть до збережених професій');
    expect(part()).toContain('Академічний ліцей: STEM-профілі — Лаборант; будь-який профіль — Музикант.');
    expect(part()).toContain('Професійна освіта: Лаборант, Столяр.');
    expect(flat(document.body.textContent!)).toContain(
      flat(leftOut(2, false, { routes: true, notes: AFTER_GRADE9.notes })!),
    );
    expect(flat(leftOut(2, false, { routes: true, notes: AFTER_GRADE9.notes })!)).toMatch(
      /У частині «Після 9 класу» професії лише згруповано за шляхами/,
    );
    expect(leftOut(2, false, { routes: false, notes: AFTER_GRADE9.notes })).not.toMatch(/Після 9 класу/);
  });

  it('leaves out the routes, then the questions and the facts, when nothing else fits, and says so', () => {
    sheet({ subjects, kept }, 6);
    expect(document.querySelector('[data-record-routes]')).toBeNull();
    expect(part()).toContain('Що запитати в ліцеї чи коледжі');
    expect(flat(document.body.textContent!)).toContain(
      flat(leftOut(6, false, { routes: true, notes: AFTER_GRADE9.notes })!),
    );
    expect(flat(leftOut(6, false, { routes: true, notes: AFTER_GRADE9.notes })!)).toMatch(
      /шляхи до професій не вмістилися/,
    );
    cleanup();
    sheet({ subjects, kept }, 7);
    expect(part()).not.toContain('Що запитати');
    expect(document.querySelector('[data-record-part="after9"] [data-reform-facts]')).toBeNull();
    expect(part()).toContain('Улюблені предмети: біологія, хімія.');
    expect(flat(document.body.textContent!)).toContain(
      flat(leftOut(7, false, { routes: true, notes: AFTER_GRADE9.notes })!),
    );
    expect(flat(leftOut(7, false, { routes: true, notes: AFTER_GRADE9.notes })!)).toMatch(/залишилися тільки предмети/);
  });

  it('without kept professions names no routes; without liked subjects has no part', () => {
    sheet({ subjects });
    expect(document.querySelector('[data-record-routes]')).toBeNull();
    expect(part()).toContain('Що запитати в ліцеї чи коледжі');
    cleanup();
    sheet({ kept });
    expect(document.querySelector('[data-record-part="after9"]')).toBeNull();
  });
});
