import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { classStore } from '../lib/class-store';
import { CoursePicker } from './course-picker';
import { CourseView } from './course-view';

describe('the course’s words (copy review 5, A13)', () => {
  it('the picker’s heading names several lessons, not a course: one lesson in several classes is none', () => {
    render(
      <MemoryRouter>
        <CoursePicker classes={[classStore().create('8-А'), classStore().create('8-Б')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Кілька уроків разом');
    expect(screen.queryByText(/^Курс:/)).toBeNull();
  });

  it('a comparison whose other side is gone asks to tick the lessons again, as the picker says', () => {
    const { id } = classStore().create('8-А');
    render(
      <MemoryRouter>
        <CourseView view={{ kind: 'compare', start: [id], end: ['nosuchid'] }} />
      </MemoryRouter>,
    );
    const text = document.querySelector('[data-course-missing]')!.textContent!.replaceAll('\u00A0', ' ');
    expect(text).toBe(
      'Уроків із початку чи кінця курсу вже немає в цьому браузері (можливо, їх видалили), тож порівнювати немає з чим. Позначте уроки ще раз.',
    );
  });
});
