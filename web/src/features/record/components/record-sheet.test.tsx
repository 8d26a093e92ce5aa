import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { InterestScores } from '@/lib/interests/scores';
import type { RecordContent } from '@/lib/record/record-link';
import { SHEET_DETAILS, type SheetDetail } from '../lib/parts';
import { RecordSheet } from './record-sheet';

/** One strongest type: creative (20) is more than 2 ahead of the rest, who are close together. */
const ONE: InterestScores = [16, 15, 20, 15, 14, 3];
/** Three: practical, creative and social within 2 of the second. */
const THREE: InterestScores = [20, 2, 18, 17, 3, 1];

const EMPTY: RecordContent = { quiz: null, interests: null, kept: [], marks: {} };

function sheet(content: Partial<RecordContent>, detail: SheetDetail = 0): string {
  render(
    <MemoryRouter>
      <RecordSheet content={{ ...EMPTY, ...content }} detail={detail} data={{ table: [], roadmaps: {} }} />
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
