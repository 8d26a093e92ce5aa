import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS } from '@/data/recommendations';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import type { InterestScores } from '@/lib/interests/scores';
import { summaryCsv } from './csv';
import { summarize, SUMMARY_TITLES } from './summary';

describe('summarize: the class from its codes', () => {
  it('is empty for no students', () => {
    const summary = summarize([]);
    expect(summary.students).toBe(0);
    expect(summary.professions).toEqual([]);
    expect(summary.suggested).toEqual([]);
    expect(summary.questions).toHaveLength(5);
    for (const q of summary.questions) for (const o of q.options) expect([o.count, o.percent]).toEqual([0, 0]);
  });

  it('counts answers per question with percentages, and professions', () => {
    // Two "technical" students (same answers), one "social", one with no leading answer (all different → tie → first: creative).
    const summary = summarize(['1dddda', '1dddda', '1ccbca', '1aaaaa']);
    expect(summary.students).toBe(4);
    const first = summary.questions[0]!.options;
    expect(first.map((o) => [o.value, o.count, o.percent])).toEqual([
      ['creative', 1, 25],
      ['analytical', 0, 0],
      ['social', 1, 25],
      ['technical', 2, 50],
    ]);
    // 1dddda: technical, lab, stability, business, hands-on → all different: the first, technical, decides.
    // 1ccbca: social, field, impact, arts, hands-on → social.
    // 1aaaaa: creative, office, money, stem, hands-on → creative.
    expect(summary.professions.slice(0, 3).map((p) => [p.name, p.count])).toEqual([
      ['Software Engineer', 2],
      ['Mechanical Engineer', 2],
      ['IT Specialist', 2],
    ]);
    expect(summary.professions.find((p) => p.name === 'Teacher')).toMatchObject({
      count: 1,
      slug: 'teacher',
      nameUk: expect.any(String),
    });
    expect(summary.professions.reduce((sum, p) => sum + p.count, 0)).toBe(4 * 3);
  });

  it('counts what all five answers suggest, each profession once per student', () => {
    const codes = ['1dddda', '1dddda', '1ccbca', '1aaaaa'];
    const summary = summarize(codes);
    // Expected from the table: a student counts for each name any of their answers' rows gives.
    const expected = new Map<string, number>();
    for (const answers of codes.map(decodeAnswers)) {
      const names = new Set(answers!.flatMap((v) => RECOMMENDATIONS[v] ?? []));
      for (const name of names) expected.set(name, (expected.get(name) ?? 0) + 1);
    }
    expect(new Map(summary.suggested.map((p) => [p.name, p.count]))).toEqual(expected);
    const counts = summary.suggested.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // hands-on (Engineer, Carpenter, Chef) is every student's last answer: all four, once each.
    expect(summary.suggested.slice(0, 3).map((p) => [p.name, p.count])).toEqual([
      ['Engineer', 4],
      ['Carpenter', 4],
      ['Chef', 4],
    ]);
    // 1aaaaa answers stem and hands-on, both rows naming Engineer: still one student.
    expect(summarize(['1aaaaa']).suggested.find((p) => p.name === 'Engineer')?.count).toBe(1);
  });

  // Copy review 4, E11: «які підказують усі п’ять відповідей» read as what all five point to at
  // once; the list counts a student for a profession when any one of their answers points to it.
  it('titles the list of what any answer suggests as that, on the screen and in the CSV', () => {
    expect(SUMMARY_TITLES.suggested.replaceAll('\u00A0', ' ')).toBe(
      'Професії, на які вказує хоча б одна з п’яти відповідей',
    );
    // One answer of five is enough: 1aaaaa's answers other than hands-on and stem name no Carpenter.
    expect(summarize(['1aaaaa']).suggested.find((p) => p.name === 'Carpenter')?.count).toBe(1);
  });

  it('leaves out codes it cannot read', () => {
    expect(summarize(['1aaaaa', 'garbage', '2aaaaa']).students).toBe(1);
  });
});

describe('the class’s interests (decision 0033)', () => {
  const s = (...scores: number[]) => scores as unknown as InterestScores;

  it('counts each type among the students’ strongest, of those who brought scores', () => {
    const summary = summarize(
      ['1aaaaa', '1aaaaa', '1bbbbb', '1ccccc'],
      [s(20, 3, 2, 15, 1, 0), s(2, 20, 3, 19, 1, 0), undefined, s(9, 9, 9, 9, 9, 9)],
    );
    expect(summary.interests.students).toBe(3);
    expect(summary.interests.flat).toBe(1);
    expect(Object.fromEntries(summary.interests.types.map((t) => [t.type, t.count]))).toEqual({
      R: 1,
      I: 1,
      A: 0,
      S: 2,
      E: 0,
      C: 0,
    });
  });

  it('has no data for a lesson without interests, and the CSV says so in counts', () => {
    const summary = summarize(['1aaaaa']);
    expect(summary.interests).toMatchObject({ students: 0, flat: 0 });
    const rows = summaryCsv(summary, 'x').split('\r\n');
    expect(rows).toContain(`${SUMMARY_TITLES.interests};Учнів із профілем інтересів: 0;Творчий (A);0;0`);
    const withOne = summaryCsv(summarize(['1aaaaa'], [s(20, 3, 2, 15, 1, 0)]), 'x').split('\r\n');
    expect(withOne).toContain(`${SUMMARY_TITLES.interests};Учнів із профілем інтересів: 1;Соціальний (S);1;100`);
    expect(withOne).toContain(
      `${SUMMARY_TITLES.interests};Учнів із профілем інтересів: 1;Жоден тип не виділяється;0;0`,
    );
  });
});
