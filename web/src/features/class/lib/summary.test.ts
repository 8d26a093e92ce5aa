import { describe, expect, it } from 'vitest';
import { summarize } from './summary';

describe('summarize: the class from its codes', () => {
  it('is empty for no students', () => {
    const summary = summarize([]);
    expect(summary.students).toBe(0);
    expect(summary.professions).toEqual([]);
    expect(summary.decidedBy).toEqual([]);
    expect(summary.questions).toHaveLength(5);
    for (const q of summary.questions) for (const o of q.options) expect([o.count, o.percent]).toEqual([0, 0]);
  });

  it('counts answers per question with percentages, professions and the deciding answers', () => {
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
    expect(summary.decidedBy.map((d) => [d.value, d.count])).toEqual([
      ['technical', 2],
      ['social', 1],
      ['creative', 1],
    ]);
    expect(summary.decidedBy[0]!.label).toBe('Розбиратися, як працюють техніка та програми');
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

  it('leaves out codes it cannot read', () => {
    expect(summarize(['1aaaaa', 'garbage', '2aaaaa']).students).toBe(1);
  });
});
