import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ClassHome } from './class-home';
import { OFFLINE_READY_START } from '@/config/offline-ready-text';

const renderHome = () => {
  render(
    <MemoryRouter>
      <ClassHome />
    </MemoryRouter>,
  );
  return (text: RegExp | string) =>
    [...document.querySelectorAll('p, h2, h3, label')].some((el) => {
      const plain = el.textContent!.replaceAll('\u00A0', ' ');
      return typeof text === 'string' ? plain.includes(text) : text.test(plain);
    });
};

describe('/class before a lesson (copy review 3)', () => {
  it('E5: the internet is needed beforehand, for the students’ first visit, not during the lesson', () => {
    const says = renderHome();
    expect(says('Під час уроку інтернет не потрібен: він знадобиться лише заздалегідь, щоб учні відкрили сайт.')).toBe(
      true,
    );
    expect(says(/Інтернет, реєстрація та імена не потрібні/)).toBe(false);
  });

  it('E6: the lesson is kept in this browser on this device, and a private window loses it without a warning', () => {
    const says = renderHome();
    const storage = document.querySelector('[data-lesson-storage]')!.textContent!.replaceAll('\u00A0', ' ');
    expect(storage).toContain('Зібрані коди зберігаються лише в цьому браузері на цьому пристрої');
    expect(storage).toContain('в іншому браузері чи на іншому пристрої цього уроку не буде');
    expect(storage).toMatch(
      /не в приватному \(анонімному\): там урок зникне, щойно вікно закриють, а попередити про це сторінка не зможе/,
    );
    expect(says(/зберігається лише на цьому пристрої/)).toBe(false);
  });

  it('A3: the label’s example has no date, which the lesson gets by itself', () => {
    renderHome();
    expect(screen.getByLabelText(/^Клас/)).toHaveAttribute('placeholder', 'Наприклад, 8-Б');
  });

  it('A4–A6: students open the site themselves; one answer to each question; no «випали», no «дослідити»', () => {
    const says = renderHome();
    expect(says('Заздалегідь попросіть учнів відкрити Стежку')).toBe(true);
    // What to wait for: the line the site shows once its offline copy is whole (app/pwa/offline-ready.tsx).
    const start = OFFLINE_READY_START.replaceAll('\u00A0', ' ');
    expect(says(`не закриває його, доки внизу сторінки не з’явиться рядок «${start}»`)).toBe(true);
    expect(says('п’ять запитань, у кожному треба обрати одну відповідь')).toBe(true);
    expect(says('які професії запропонував тест і про які з них хочеться дізнатися більше')).toBe(true);
    expect(says(/на телефонах учнів|по одній відповіді|випали|дослідити/)).toBe(false);
  });
});
