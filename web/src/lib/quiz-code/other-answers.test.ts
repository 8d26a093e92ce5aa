import { describe, expect, it } from 'vitest';
import { QUIZ_QUESTIONS } from '@/data/quiz';
import { RECOMMENDATIONS } from '@/data/recommendations';
import type { QuizValue } from '@/data/types';
import { otherAnswers } from './other-answers';
import { recommend } from './recommend';

const others = (answers: QuizValue[]) => otherAnswers(answers, recommend(answers));

/** Every answer set the quiz can give: one option of each question. */
const ALL_ANSWER_SETS: QuizValue[][] = QUIZ_QUESTIONS.reduce<QuizValue[][]>(
  (sets, question) => sets.flatMap((set) => question.options.map((o) => [...set, o.value])),
  [[]],
);

describe('otherAnswers: what the answers that did not decide suggest', () => {
  it('lists the four answers after the deciding first one, in question order, without repeats', () => {
    const answers: QuizValue[] = ['analytical', 'remote', 'impact', 'arts', 'visual'];
    const result = recommend(answers);
    expect(result.decidedBy).toBe('analytical');
    const list = otherAnswers(answers, result);
    expect(list.map((o) => o.value)).toEqual(['remote', 'impact', 'arts', 'visual']);
    // Expected from the table: each row minus every name shown before it.
    const shown = new Set<string>(result.professions);
    for (const other of list) {
      const fresh = RECOMMENDATIONS[other.value]!.filter((n) => !shown.has(n));
      fresh.forEach((n) => shown.add(n));
      expect(other).toEqual({ value: other.value, kind: 'names', names: fresh });
    }
  });

  it('never repeats a name, never names a result profession, and takes names only from the row', () => {
    for (const answers of ALL_ANSWER_SETS) {
      const result = recommend(answers);
      const names = otherAnswers(answers, result).flatMap((o) => (o.kind === 'names' ? o.names : []));
      expect(new Set(names).size, answers.join()).toBe(names.length);
      for (const name of result.professions) expect(names).not.toContain(name);
      for (const other of otherAnswers(answers, result))
        if (other.kind === 'names') for (const n of other.names) expect(RECOMMENDATIONS[other.value]).toContain(n);
    }
  });

  it('gives creativity no names, never the default list', () => {
    const list = others(['social', 'office', 'creativity', 'stem', 'reading']);
    expect(list.find((o) => o.value === 'creativity')).toEqual({ value: 'creativity', kind: 'no-row' });
  });

  it('leaves no answer of any quiz unmentioned: each answer with a row has a name not shown before', () => {
    for (const answers of ALL_ANSWER_SETS) {
      const result = recommend(answers);
      const mentioned = otherAnswers(answers, result).map((o) => o.value);
      expect(mentioned, answers.join()).toEqual(answers.filter((v) => v !== result.decidedBy));
    }
    // Where a row repeats a name shown above, only the rest is named.
    const list = others(['social', 'field', 'impact', 'humanities', 'discussion']);
    expect(list.find((o) => o.value === 'impact')).toEqual({
      value: 'impact',
      kind: 'names',
      names: ['Nonprofit Worker'],
    });
  });

  it('leaves out an answer whose names are all shown already', () => {
    // Not a quiz answer set (two answers to one question), but the rule stays total.
    const answers: QuizValue[] = ['social', 'impact', 'social'];
    expect(otherAnswers(answers, recommend(answers))).toEqual([
      { value: 'impact', kind: 'names', names: ['Nonprofit Worker'] },
    ]);
    expect(otherAnswers(['technical', 'technical'], recommend(['technical']))).toEqual([]);
  });

  it('treats every answer as another when no answer decided (a result with the default list)', () => {
    const answers: QuizValue[] = ['creativity'];
    expect(otherAnswers(answers, recommend(answers))).toEqual([{ value: 'creativity', kind: 'no-row' }]);
  });
});
