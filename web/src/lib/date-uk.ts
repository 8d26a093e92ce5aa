import { uk } from './typeset';

/**
 * Our own month names rather than the browser's `toLocaleDateString`: its output differs between
 * browsers and its plain spaces would let «25» and «листопада» part at a line's end (review 3, T1).
 */
const MONTHS = [
  'січня',
  'лютого',
  'березня',
  'квітня',
  'травня',
  'червня',
  'липня',
  'серпня',
  'вересня',
  'жовтня',
  'листопада',
  'грудня',
] as const;

/** A date as a teacher writes it, on one line: «25 листопада 2026 р.». */
export function dateUk(time: number): string {
  const date = new Date(time);
  return uk`${date.getDate()} ${MONTHS[date.getMonth()]!} ${date.getFullYear()} р.`;
}
