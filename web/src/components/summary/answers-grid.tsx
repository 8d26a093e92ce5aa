import type { ReactNode } from 'react';

/** What one option's row shows besides its label. */
export interface AnswerRow {
  /** The count as shown: a number and its share, or what the small-count rule shows instead. */
  count: ReactNode;
  /** The attribute the tests find the count by. */
  countData: Readonly<Record<`data-${string}`, string>>;
  /** Under the label and count: the bar, each lesson's count. */
  below: ReactNode;
}

/**
 * How a group answered the quiz, a card per question and a row per option: the class summary and
 * the coordinator's report show it alike and count it each in their own way. `id` prefixes the
 * headings' ids (`<id>-answers`, `<id>-q0`…).
 */
export function AnswersGrid<Option extends { label: string }>({
  id,
  title,
  questions,
  row,
}: {
  id: string;
  title: string;
  questions: readonly { question: string; options: readonly Option[] }[];
  row: (option: Option, q: number, o: number) => AnswerRow;
}) {
  return (
    <section aria-labelledby={`${id}-answers`} className="mt-8">
      <h3 id={`${id}-answers`} className="text-xl font-semibold">
        {title}
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        {questions.map((question, q) => (
          <section
            key={question.question}
            aria-labelledby={`${id}-q${q}`}
            className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid print:p-2"
          >
            <h4 id={`${id}-q${q}`} className="font-semibold">
              {q + 1}. {question.question}
            </h4>
            <ul className="mt-3 space-y-3 print:mt-1 print:space-y-1">
              {question.options.map((option, o) => {
                const { count, countData, below } = row(option, q, o);
                return (
                  <li key={option.label}>
                    <div className="flex items-baseline justify-between gap-3 text-sm">
                      <span>{option.label}</span>
                      <span className="shrink-0 font-semibold tabular-nums" {...countData}>
                        {count}
                      </span>
                    </div>
                    {below}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
