import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoordinatorPage } from './coordinator-page';

const pageText = () => {
  render(<CoordinatorPage />);
  return document.body.textContent!.replaceAll('\u00A0', ' ');
};

describe('the coordinator’s page (copy review 5)', () => {
  it('M10: says who the coordinator is, not only «для координатора громади»', () => {
    const text = pageText();
    expect(text).toContain('того, хто (наприклад, у відділі освіти) збирає звіт');
    expect(text).not.toContain('Для координатора громади. ');
  });

  it('A8: lists what the link holds without a name among the numbers or a knotted question', () => {
    const text = pageText();
    expect(text).toContain('скільки учнів мають кожен тип інтересів серед найсильніших) і назва школи чи класу');
    expect(text).not.toContain('у скількох учнів який тип');
  });

  it('E2, A12, T3: the storage note has no capital after a colon and no afterthought in brackets', () => {
    const text = pageText();
    expect(text).toContain(
      'Звіт — тобто самі посилання з точними числами — зберігається лише в цьому браузері й нікуди не надсилається.',
    );
    expect(text).toContain('а той не бачить звіту, збереженого тут. Якщо посилання відкрилося там,');
    expect(text).not.toMatch(/: Якщо|\) й нікуди/);
  });

  it('M11: says what «менше 5» hides and what a report of one class still gives away', () => {
    const text = pageText();
    expect(text).toContain('не видно малих груп, за якими найлегше впізнати учня');
    expect(text).toContain('якщо в ньому лише один клас, його числа — це відповіді саме цих учнів');
    expect(text).not.toContain('нікого з невеликої групи не можна впізнати');
  });
});
