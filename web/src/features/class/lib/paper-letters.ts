import { PAPER_OPTION_LETTERS as PAPER_LETTERS, QUIZ_QUESTIONS } from '@/data/quiz';
import type { QuizValue } from '@/data/types';
import { uk } from '@/lib/typeset';

export type PaperLetters = { ok: true; answers: QuizValue[] } | { ok: false; message: string };

/**
 * The five letters from a student's paper sheet, typed as the adviser reads them (`АВБГА`,
 * `а в б г а`, `А,В,Б,Г,А`) → the answers, or a Ukrainian message saying what is wrong.
 * Latin A is taken for the Cyrillic one (they look the same); other Latin letters are refused,
 * because a Latin B could be meant as Б or В.
 */
export function readPaperLetters(text: string): PaperLetters {
  const letters = [...text.toUpperCase().replace(/[\s,.;:/\-–—]/g, '')].map((c) => (c === 'A' ? 'А' : c));
  const count = QUIZ_QUESTIONS.length;
  if (letters.length === 0) return { ok: false, message: uk`Введіть ${count} літер з\u00A0бланка, наприклад «АВБГА».` };
  if (letters.some((c) => /[A-Z]/.test(c))) {
    return { ok: false, message: 'Схоже, увімкнено англійську розкладку: введіть українські літери А, Б, В або Г.' };
  }
  const wrong = letters.find((c) => !(PAPER_LETTERS as readonly string[]).includes(c));
  if (wrong) return { ok: false, message: `На бланку є лише літери А, Б, В\u00A0і\u00A0Г, а\u00A0тут «${wrong}».` };
  if (letters.length !== count) {
    return {
      ok: false,
      message: uk`Потрібно ${count} літер, по одній на кожне запитання, а\u00A0введено ${letters.length}.`,
    };
  }
  return {
    ok: true,
    answers: letters.map((c, q) => QUIZ_QUESTIONS[q]!.options[(PAPER_LETTERS as readonly string[]).indexOf(c)]!.value),
  };
}
