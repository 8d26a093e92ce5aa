import { QUIZ_QUESTIONS } from '@/data/quiz';
import type { QuizValue } from '@/data/types';

/** The text of an answer option, to say which answer decided a result. */
export const labelOf = (value: QuizValue): string | undefined =>
  QUIZ_QUESTIONS.flatMap((q) => q.options).find((o) => o.value === value)?.label;
