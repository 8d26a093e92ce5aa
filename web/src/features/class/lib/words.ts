import { pluralUk } from '@/lib/plural-uk';

const STUDENT_FORMS = { one: 'учень', few: 'учні', many: 'учнів', other: 'учня' };

/** «1 учень», «3 учні», «5 учнів», «21 учень». */
export function studentsWord(count: number): string {
  return `${count}\u00A0${pluralUk(count, STUDENT_FORMS)}`;
}

/** A class's date as the adviser would write it: «25 листопада 2026». */
export const classDate = (time: number): string =>
  new Date(time).toLocaleDateString('uk-UA', { day: 'numeric', month: 'long', year: 'numeric' });

/** A class's name on the page: its label, or its date when it has none. */
export const className = (label: string, created: number): string => label || `Клас від ${classDate(created)}`;
