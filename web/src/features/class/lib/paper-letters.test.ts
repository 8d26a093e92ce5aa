import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { readPaperLetters } from './paper-letters';

describe('readPaperLetters: the paper sheet’s five letters', () => {
  it('maps А, Б, В, Г to the options in the quiz’s order', () => {
    expect(readPaperLetters('АБВГА')).toEqual({
      ok: true,
      answers: [
        QUIZ_QUESTIONS[0]!.options[0]!.value,
        QUIZ_QUESTIONS[1]!.options[1]!.value,
        QUIZ_QUESTIONS[2]!.options[2]!.value,
        QUIZ_QUESTIONS[3]!.options[3]!.value,
        QUIZ_QUESTIONS[4]!.options[0]!.value,
      ],
    });
    expect(readPaperLetters('гггг г')).toEqual({ ok: true, answers: QUIZ_QUESTIONS.map((q) => q.options[3]!.value) });
  });

  it('takes lower case, spaces, commas and a Latin A', () => {
    const expected = readPaperLetters('АВБГА');
    expect(readPaperLetters('а, в, б, г, а')).toEqual(expected);
    expect(readPaperLetters(' A В Б Г A ')).toEqual(expected);
    expect(readPaperLetters('а-в-б-г-а')).toEqual(expected);
  });

  it.each([
    // Review 3, A17: the paper sheet is «бланк» everywhere, as its page and the field call it.
    ['', 'Введіть\u00A05\u00A0літер з\u00A0бланка'],
    ['АБВГ', 'Потрібно\u00A05\u00A0літер, по одній на кожне запитання, а\u00A0введено\u00A04.'],
    ['АБВГАБ', 'введено\u00A06.'],
    ['АБВГД', 'На бланку є лише літери А, Б, В\u00A0і\u00A0Г, а\u00A0тут «Д»'],
    ['ABVGA', 'англійську розкладку'],
    ['12345', '«1»'],
  ])('refuses %j with a Ukrainian message', (text, part) => {
    const read = readPaperLetters(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toContain(part);
  });
});
