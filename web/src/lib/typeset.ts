/** U+00A0: the line never breaks here. */
export const NBSP = '\u00A0';

// Literals, not `new RegExp(…)`: the bundler drops unused literals, so `uk` comes without the rest.
const ONE_LETTER_WORD = /(?<![\u0400-\u04FF\w'’-])([вузійаоя])\s+/giu;
/** A straight apostrophe or the modifier letter ʼ, which some keyboard layouts type. */
const APOSTROPHE = /([\u0400-\u04FF])['\u02BC](?=[\u0400-\u04FF])/g;
/**
 * A number and the word or sign after it («15 кроків», «20 %»); a label and its number
 * («Етап 1»), unless the number has a word or sign of its own («за 4 роки», «20 % окладу»).
 */
const NUMBER_SPACE = /(\d)\s+(?=[\p{L}%])|(\p{L})\s+(?=\d+(?![\d.,–]*\s[\p{L}%]))/gu;
/**
 * A Latin code of the 2024 list, a field letter or a specialty («D», «C1», «G14»), and the word or
 * quoted name after it: «галузь знань D «Бізнес…»», «C1 «Економіка…»» (copy review 4, T1).
 */
const LATIN_CODE = /(?<![\p{L}\d'’-])([A-Z]\d{0,2})\s+(?=[«\p{L}])/gu;

/**
 * Ukrainian typesetting by rule (docs/copy.md): a one-letter word (в, у, з, і, й, а, о, я) keeps
 * to the next word, a dash to the word before it, a number to its word, a Latin code («D1») to its
 * name; a spaced hyphen becomes a dash, a straight apostrophe inside a Ukrainian word becomes ’,
 * and "quotes" become «quotes».
 * Idempotent. The build applies it (decision 0031): to every text of the app's sources as they
 * compile (`scripts/vite-typeset.ts`; the spec's own strings keep their straight apostrophes) and
 * to the content files as their loader reads them, so it costs the browser nothing. A text joined
 * at run time goes through `uk` instead.
 */
export function typeset(text: string): string {
  return text
    .replace(/ - /g, ' — ')
    .replace(ONE_LETTER_WORD, `$1${NBSP}`)
    .replace(/\s+([—–])/g, `${NBSP}$1`)
    .replace(NUMBER_SPACE, `$1$2${NBSP}`)
    .replace(LATIN_CODE, `$1${NBSP}`)
    .replace(APOSTROPHE, '$1’')
    .replace(/"([^"]*)"/g, '«$1»');
}

/**
 * A text joined at run time: uk`Етап ${n}`, uk`з ${total} ${stepsWord(total)}`. Its literal
 * pieces are typeset at build like every other text (one-letter words and dashes; every piece of
 * a `uk` template, even « — »); what only the joined text shows is where a number meets its
 * neighbours. There a number keeps to both («Етап 1», «15 кроків», «85 %», «за 80 символів»): a
 * little stricter than `typeset`, which lets «за 80» break, and far smaller than running `typeset`
 * here, which matters because this is in every route's first load (the JavaScript budget:
 * decisions 0020, 0025).
 */
export function uk(pieces: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return pieces.reduce((text, piece, i) => {
    const value = values[i - 1];
    return typeof value === 'number'
      ? text.replace(/ $/, NBSP) + value + piece.replace(/^ /, NBSP)
      : text + value + piece;
  });
}
