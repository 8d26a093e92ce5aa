import type { QuizValue } from '@/data/types';
import { NBSP, uk } from '@/lib/typeset';
import { encodeAnswers } from '@/lib/quiz-code/share-code';
import type { AddOutcome, Via } from './class-format';
import type { ReadCode } from './read-code';

export type Tone = 'counted' | 'repeat' | 'refused';

export interface CountMessage {
  tone: Tone;
  text: string;
}

/** What the adviser is told after a code was read, by outcome (docs/decisions/0017). */
export function outcomeMessage(outcome: AddOutcome): CountMessage {
  if (!outcome.added)
    return {
      tone: 'repeat',
      text: uk`Цей код уже зараховано (учень${NBSP}№ ${outcome.number}), удруге його не рахуємо.`,
    };
  return {
    tone: 'counted',
    text: outcome.sameCodeBefore
      ? uk`Зараховано: учень${NBSP}№ ${outcome.number}. Такі самі відповіді вже були; якщо це помилка, приберіть зайвого учня зі списку нижче.`
      : uk`Зараховано: учень${NBSP}№ ${outcome.number}.`,
  };
}

/** Why a read text counted nothing. */
export function refusalMessage(read: Exclude<ReadCode, { kind: 'result' }>, via: Via): CountMessage {
  const text = {
    foreign:
      via === 'scan'
        ? 'Це не код результату Стежки: нічого не зараховано.'
        : 'Це не схоже на код результату. Код має вигляд 1ABCDA-1234.',
    newer: 'Цей код створила новіша версія Стежки. Оновіть цю сторінку, коли буде інтернет, і спробуйте ще раз.',
    damaged:
      via === 'scan'
        ? 'Код прочитано не повністю: нічого не зараховано. Попросіть учня показати його ще раз.'
        : 'У коді бракує знаків або є зайві. Перевірте його з учнем: код має вигляд 1ABCDA-1234.',
  }[read.kind];
  return { tone: 'refused', text };
}

/** The student to store for a set of answers read from the paper sheet (a plain code: each sheet counts). */
export const paperStudent = (answers: readonly QuizValue[]) => ({
  code: encodeAnswers(answers)!,
  tag: null,
  via: 'paper' as const,
});
