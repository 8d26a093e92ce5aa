/** U+00A0: the line never breaks here. */
export const NBSP = '\u00A0';

const CYRILLIC = '\\u0400-\\u04FF';
const ONE_LETTER_WORD = new RegExp(`(?<![${CYRILLIC}\\w'’-])([вузійаоя])\\s+`, 'giu');
const APOSTROPHE = new RegExp(`([${CYRILLIC}])'(?=[${CYRILLIC}])`, 'g');

/**
 * Ukrainian typesetting by rule (docs/copy.md): a one-letter word (в, у, з, і, й, а, о, я) keeps
 * to the next word, a dash to the word before it, a number to its word; a spaced hyphen becomes a
 * dash, a straight apostrophe inside a Ukrainian word becomes ’, and "quotes" become «quotes».
 * Idempotent. `scripts/typeset.mjs` applies it to the texts in the sources, so it costs the
 * browser nothing; the spec's own strings keep their straight apostrophes (it skips them).
 * A text joined at run time goes through `uk` instead.
 */
export function typeset(text: string): string {
  return text
    .replace(/ - /g, ' — ')
    .replace(ONE_LETTER_WORD, `$1${NBSP}`)
    .replace(/\s+([—–])/g, `${NBSP}$1`)
    // A label and its number («Етап 1»), unless the number has a word or sign of its own
    // («за 4 роки», «доплату 20 % окладу»).
    .replace(/(\p{L})\s+(?=\d+(?![\d.,–]*\s[\p{L}%]))/gu, `$1${NBSP}`)
    .replace(/(\d)\s+(?=[\p{L}%])/gu, `$1${NBSP}`)
    .replace(APOSTROPHE, '$1’')
    .replace(/"([^"]*)"/g, '«$1»');
}

/**
 * A text joined at run time from pieces (a number, a count word, a name), typeset as a whole:
 * the sources' script sees each literal piece alone, so «Етап ${n}» or «${n} ${stepsWord(n)}»
 * would keep their plain spaces. uk`Етап ${1}` gives «Етап 1» with a non-breaking space.
 */
export function uk(strings: TemplateStringsArray, ...values: readonly (string | number)[]): string {
  return typeset(strings.reduce((text, piece, i) => text + String(values[i - 1]) + piece));
}
