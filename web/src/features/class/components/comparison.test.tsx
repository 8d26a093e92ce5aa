import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InterestScores } from '@/lib/interests/scores';
import type { ClassRecord } from '../lib/class-format';
import { summarize } from '../lib/summary';
import { Comparison } from './comparison';

const side = (id: string, profiles: number) => {
  const interests = Array.from({ length: profiles }, (): InterestScores => [20, 4, 3, 9, 12, 1]);
  const record: ClassRecord = {
    id,
    label: id,
    created: 0,
    students: interests.map((scores, i) => ({ code: '1abcda', tag: `${id}${i}`, via: 'scan', interests: scores })),
  };
  return {
    records: [record],
    summary: summarize(
      record.students.map((s) => s.code),
      interests,
    ),
  };
};

describe('the comparison’s typesetting (copy review 5)', () => {
  it('T1: binds the counts inserted at run time to their words', () => {
    render(<Comparison start={side('startaa', 3)} end={side('endaaaa', 12)} />);
    expect(document.body.textContent).toContain('на початку\u00A03, наприкінці\u00A012.');
  });
});
