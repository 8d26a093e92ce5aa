import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ClassRecord } from '../lib/class-format';
import { ClassSummary } from './class-summary';

const record: ClassRecord = {
  id: 'lessonaa',
  label: '8-Б',
  created: 0,
  students: [
    { code: '1abcda', tag: 'aaaa', via: 'scan', interests: [20, 4, 3, 9, 12, 1] },
    { code: '1bbcda', tag: 'bbbb', via: 'scan', interests: [3, 18, 17, 2, 5, 1] },
    { code: '1cbcda', tag: null, via: 'code' },
  ],
};

describe('the class summary’s interests (copy review 5)', () => {
  it('A11: counts the students with a profile as the CSV does, not «Профіль інтересів принесли»', () => {
    render(
      <MemoryRouter>
        <ClassSummary records={[record]} />
      </MemoryRouter>,
    );
    const text = document.querySelector('[data-interests-students]')!.textContent!.replaceAll('\u00A0', ' ');
    expect(text).toBe(
      'Учнів із профілем інтересів: 2. У кожного враховано від одного до трьох найсильніших типів (або жодного, якщо жоден не виділяється), тож сума може перевищувати кількість учнів.',
    );
  });
});
