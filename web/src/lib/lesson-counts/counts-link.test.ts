import { describe, expect, it } from 'vitest';
import { PROFESSION_INDEX } from '@/data/profession-index';
import { emptyCounts, OPTION_COUNTS, type LessonCounts } from './counts';
import {
  check,
  COUNT_MAX,
  decodeLesson,
  encodeLesson,
  LINK_NAME_MAX,
  linkPayload,
  type SentLesson,
} from './counts-link';

const lesson = (counts: LessonCounts, name = '', id = 'k3j9x2ab', revision = 1_764_000_000): SentLesson => ({
  id,
  revision,
  name,
  counts,
});

/** A lesson of `n` students who all chose the last option of each question. */
function counts(n: number): LessonCounts {
  const c = emptyCounts();
  c.students = n;
  c.answers.forEach((row) => (row[row.length - 1] = n));
  return c;
}

/** A link's text with its check made right, so that only the counts' own rules can catch a change. */
const withCheck = (body: string) => `${body}.${check(body)}`;

const roundTrip = (l: SentLesson) => decodeLesson(encodeLesson(l)!);

describe('the coordinator link', () => {
  it('pins the quiz’s shape: five questions of four options, 48 professions so far', () => {
    expect(OPTION_COUNTS).toEqual([4, 4, 4, 4, 4]);
    expect(PROFESSION_INDEX.length).toBeGreaterThanOrEqual(48);
  });

  it('round-trips every field at its largest value', () => {
    const c = emptyCounts();
    c.students = COUNT_MAX;
    c.answers.forEach((row) => (row[0] = COUNT_MAX));
    c.suggested.fill(COUNT_MAX);
    c.interests = {
      students: COUNT_MAX,
      types: [COUNT_MAX, COUNT_MAX, COUNT_MAX, COUNT_MAX, COUNT_MAX, COUNT_MAX],
      flat: COUNT_MAX,
    };
    // The longest name, of letters that need the most bytes, with what messengers cut off a link.
    const name = `Ліцей № 3 (м. Київ). 'Є' ~ ї! *${'щ'.repeat(LINK_NAME_MAX)}`.slice(0, LINK_NAME_MAX);
    const sent = lesson(c, name, 'z'.repeat(16), 36 ** 8 - 1);
    const payload = encodeLesson(sent)!;
    expect(payload).not.toMatch(/[.!'()*~]$/);
    expect(payload.length).toBeLessThan(800);
    expect(decodeLesson(payload)).toEqual({ kind: 'lesson', lesson: sent });
  });

  it('round-trips an empty name, zeros and a few professions', () => {
    const c = counts(7);
    c.suggested[0] = 7;
    c.suggested[47] = 1;
    c.interests = { students: 3, types: [2, 0, 1, 0, 0, 0], flat: 1 };
    expect(roundTrip(lesson(c))).toEqual({ kind: 'lesson', lesson: lesson(c) });
  });

  it('refuses to make a link of a count it can’t carry', () => {
    expect(encodeLesson(lesson(counts(COUNT_MAX + 1)))).toBeNull();
  });

  it('carries counts only: one character a count, the id and the name typed', () => {
    const c = counts(25);
    c.suggested[3] = 25;
    c.suggested[5] = 70;
    const payload = encodeLesson(lesson(c, 'Ліцей 3'))!;
    const fields = payload.split('.');
    // Students 25 (p), each question's last option 25, interests none, professions 0…5 with 70 as `-18`.
    expect(fields[3]).toBe(`p${'000p'.repeat(5)}0${'0'.repeat(6)}0000p0-18`);
    expect(fields[4]).toBe(encodeURIComponent('Ліцей 3'));
  });

  it('keeps a class of 30 with every profession named short enough for the QR code', () => {
    const c = counts(30);
    c.suggested.fill(30);
    c.interests = { students: 30, types: [12, 9, 8, 7, 6, 5], flat: 2 };
    // The send dialog draws a QR code for a link of up to 210 characters (QR_LINK_MAX,
    // scripts/qr-link-limit.mjs); `https://stezhka.example.com.ua/class/coordinator#k=` takes 50.
    // Each profession takes one character: 99 for 48 professions, room for about 60 more.
    expect(encodeLesson(lesson(c))!.length).toBeLessThanOrEqual(160);
  });

  it('finds the fragment in a pasted address', () => {
    expect(linkPayload('Ось: https://stezhka.example/class/coordinator#k=1.abcd.1 дякую')).toBe('1.abcd.1');
    expect(linkPayload('https://stezhka.example/class')).toBeNull();
  });

  it('calls a newer version newer, and a profession this version doesn’t know', () => {
    const payload = encodeLesson(lesson(counts(5)))!;
    expect(decodeLesson(`2${payload.slice(1)}`)).toEqual({ kind: 'newer' });
    const c = counts(5);
    c.suggested[0] = 5;
    const withOne = encodeLesson(lesson(c))!;
    // The one profession's place, 0, as a place this version has not got.
    // The one profession moved past the places this version knows.
    const body = withOne.slice(0, -4).replace(/5$/, `${'0'.repeat(PROFESSION_INDEX.length)}5`);
    // A newer version's own link: its check is right for what it carries.
    const unknown = withCheck(body);
    expect(decodeLesson(unknown)).toEqual({ kind: 'newer' });
  });

  it('calls a cut, changed or impossible link damaged', () => {
    const c = counts(6);
    c.suggested[2] = 6;
    const payload = encodeLesson(lesson(c, 'Школа'))!;
    const fields = payload.split('.');
    /** A change with its check made right, so that only the counts' own rules can catch it. */
    const changed = (at: number, value: string) =>
      withCheck([...fields.slice(0, at), value, ...fields.slice(at + 1, -1)].join('.'));
    const countsAt = (i: number, n: string) => changed(3, fields[3]!.slice(0, i) + n + fields[3]!.slice(i + 1));
    const damaged = [
      '',
      'x',
      '1',
      payload.slice(0, -12),
      fields.slice(0, 3).join('.'),
      payload.replace('k3j9x2ab', 'K3J9'),
      // A count changed, its check not.
      payload.replace(`.${fields[3]!}.`, `.7${fields[3]!.slice(1)}.`),
      // A question's answers no longer add up to the students.
      countsAt(1, '7'),
      // More with interests than students.
      countsAt(21, '7'),
      // Not a count's character; a long count that fits in one.
      countsAt(21, '_'),
      countsAt(28, '-05'),
      changed(fields.length - 2, '%E0%A4%A'),
      withCheck(`${fields.slice(0, -1).join('.')}.more`),
      withCheck(`0${fields.slice(0, -1).join('.').slice(1)}`),
    ];
    for (const text of damaged) expect(decodeLesson(text), text).toEqual({ kind: 'damaged' });
    expect(decodeLesson(payload).kind).toBe('lesson');
  });
});
