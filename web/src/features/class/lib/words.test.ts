import { describe, expect, it } from 'vitest';
import { typeset } from '@/lib/typeset';
import { deleteLessonText, lessonDate, lessonName } from './words';

// Local time, as the adviser's device shows it.
const LESSON = new Date(2026, 10, 25, 9, 5).getTime();

describe('a lesson’s date and name (copy review 3: A1, A2, A14, T1)', () => {
  it('writes the date as a teacher does, and on one line', () => {
    expect(lessonDate(LESSON)).toBe('25\u00A0листопада\u00A02026\u00A0р.');
    expect(lessonDate(new Date(2027, 0, 1).getTime())).toBe('1\u00A0січня\u00A02027\u00A0р.');
    // T1: the typesetting rules have nothing left to do in it.
    expect(typeset(lessonDate(LESSON))).toBe(lessonDate(LESSON));
  });

  it('names a lesson by its label, or by the time it began, never «Клас від …»', () => {
    expect(lessonName('8-Б', LESSON)).toBe('8-Б');
    expect(lessonName('', LESSON)).toBe('Урок о\u00A09:05');
    expect(lessonName('', new Date(2026, 10, 25, 10, 40).getTime())).toBe('Урок о\u00A010:40');
    expect(typeset(lessonName('', LESSON))).toBe(lessonName('', LESSON));
  });

  it('says deleting takes the lesson’s codes from this browser, and never that students vanish', () => {
    expect(deleteLessonText('8-Б', LESSON, 3)).toBe(
      'Урок «8-Б»\u00A0і\u00A0всі зібрані в\u00A0ньому коди (3\u00A0учні) буде видалено із цього браузера назавжди.',
    );
    // A14: with no codes there is nothing to count («0 учнів … зникнуть» read oddly).
    expect(deleteLessonText('8-Б', LESSON, 0)).toBe(
      'Урок «8-Б»\u00A0буде видалено із цього браузера. Кодів у\u00A0ньому ще немає.',
    );
    expect(deleteLessonText('', LESSON, 0)).toMatch(
      /^Урок 25\u00A0листопада\u00A02026\u00A0р\. о\u00A09:05\u00A0буде видалено/,
    );
    for (const n of [0, 1, 5]) {
      const text = deleteLessonText('', LESSON, n);
      expect(text).not.toMatch(/зникнуть|клас/i);
      expect(typeset(text)).toBe(text);
    }
  });
});
