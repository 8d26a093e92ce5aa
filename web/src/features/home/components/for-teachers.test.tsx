import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ForTeachers } from './for-teachers';

describe('the home page’s way to the lesson (copy review 3)', () => {
  it('A19, E5: the adviser makes the summary on a phone or a laptop; the internet is needed only beforehand', () => {
    render(
      <MemoryRouter>
        <ForTeachers />
      </MemoryRouter>,
    );
    const text = document.querySelector('section p')!.textContent!.replace(/\s+/g, ' ');
    expect(text).toContain('а ви складаєте з них підсумок класу на телефоні чи ноутбуці');
    // Copy review 4, A19: one word for it on the home page, /class and its description.
    expect(text).toContain(
      'Інтернет потрібен лише заздалегідь, щоб учні відкрили сайт; ні реєстрація, ні імена не потрібні.',
    );
    expect(text).not.toMatch(/ваш телефон збирає|навіть без інтернету/);
  });
});
