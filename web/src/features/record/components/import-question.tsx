import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { applyImport, changesAnything, planImport, type Choice, type PartPlan } from '@/lib/record/merge';
import type { RecordContent } from '@/lib/record/record-link';
import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';
import { interestsInNumbers, interestsInWords, professionName, quizInWords, subjectsInWords } from '../lib/describe';
import { INTEREST_STATEMENTS } from '@/data/interests';
import { startedAnswers, storedContent, writeContent } from '../lib/record-content';

const STEPS = { one: 'крок', few: 'кроки', many: 'кроків', other: 'кроку' };

/**
 * A record's link opened here: what it holds, and a question before anything changes
 * (docs/decisions/0037). Kept professions and marks are joined; a result or profile that differs
 * from this browser's is the student's choice, this browser's by default.
 */
export function ImportQuestion({ link, onDone }: { link: RecordContent; onDone: (changed: boolean) => void }) {
  const [here] = useState(storedContent);
  const plan = planImport(here, link);
  const [quiz, setQuiz] = useState<Choice>('mine');
  const [interests, setInterests] = useState<Choice>('mine');
  const [subjects, setSubjects] = useState<Choice>('mine');
  // Statements answered here but not finished are not a profile, yet they are the student's: a
  // profile from the link replaces them only if the student says so.
  const [started] = useState(startedAnswers);
  const answersAtStake = plan.interests.kind === 'new' && started > 0;

  if (!changesAnything(plan))
    return (
      <Panel heading="Усе, що ти переносиш, уже є тут">
        <p className="mt-2 text-slate-700">У цьому браузері нічого не змінилося.</p>
        <Button className="mt-4" onClick={() => onDone(false)}>
          Гаразд
        </Button>
      </Panel>
    );

  const joined = [
    ...(plan.kept.length > 0 ? [`Збережені професії: ${plan.kept.map(professionName).join(', ')}`] : []),
    ...plan.marks.map(
      ({ roadmap, added }) =>
        uk`Пройдені кроки професії «${professionName(roadmap)}»: ${added.length} ${pluralUk(added.length, STEPS)}`,
    ),
  ];
  const added = [
    ...(plan.quiz.kind === 'new' ? [`Результат тесту (три професії): ${quizInWords(plan.quiz.theirs)}`] : []),
    ...(plan.interests.kind === 'new' && !answersAtStake
      ? [`Профіль інтересів: ${interestsInWords(plan.interests.theirs)}`]
      : []),
    ...(plan.subjects.kind === 'new' ? [`Мої предмети: ${subjectsInWords(plan.subjects.theirs)}`] : []),
    ...joined,
  ];

  return (
    <Panel heading="Перенести «Мою стежку» в цей браузер?">
      <p className="mt-2 text-slate-700">Доки ти не натиснеш «Перенести», тут нічого не зміниться.</p>
      {added.length > 0 && (
        <>
          <p className="mt-3 font-semibold">Що додасться:</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-800" data-import-adds="">
            {added.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {joined.length > 0 && (
        <p className="mt-2 text-slate-700">
          Збережені професії й пройдені кроки, які вже є в цьому браузері, залишаться.
        </p>
      )}
      <Differs
        part={plan.quiz}
        legend="Тут уже є інший результат тесту. Який залишити?"
        describe={quizInWords}
        value={quiz}
        onChange={setQuiz}
      />
      <Differs
        part={plan.interests}
        legend="Тут уже є інший профіль інтересів. Який залишити?"
        describe={interestsInNumbers}
        value={interests}
        onChange={setInterests}
      />
      <Differs
        part={plan.subjects}
        legend="Тут уже є інший вибір предметів. Який залишити?"
        describe={subjectsInWords}
        value={subjects}
        onChange={setSubjects}
      />
      {answersAtStake && plan.interests.kind === 'new' && (
        <Which
          legend={uk`Тут уже є відповіді на ${started} з\u00A0${INTEREST_STATEMENTS.length} занять «Моїх інтересів». Що залишити?`}
          mine="Відповіді, що вже тут: на решту занять можна відповісти пізніше"
          theirs={`Профіль, який переносиш: ${interestsInWords(plan.interests.theirs)}. Відповіді тут буде стерто`}
          value={interests}
          onChange={setInterests}
        />
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button
          size="lg"
          onClick={() => {
            const taken = answersAtStake && interests === 'mine' ? { ...link, interests: null } : link;
            writeContent(applyImport(storedContent(), taken, { quiz, interests, subjects }));
            onDone(true);
          }}
        >
          Перенести
        </Button>
        <Button size="lg" variant="outline" onClick={() => onDone(false)}>
          Не переносити
        </Button>
      </div>
    </Panel>
  );
}

function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="import-heading"
      className="rounded-xl border border-brand-200 bg-brand-50 p-5"
      data-import=""
    >
      <h2 id="import-heading" className="text-xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A part both browsers have and that differs: which to keep, each said in words. */
function Differs<T>({
  part,
  legend,
  describe,
  value,
  onChange,
}: {
  part: PartPlan<T>;
  legend: string;
  describe: (value: T) => string;
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  if (part.kind !== 'differs') return null;
  return (
    <Which
      legend={legend}
      mine={`Той, що вже тут: ${describe(part.mine)}`}
      theirs={`Той, що переносиш: ${describe(part.theirs)}`}
      value={value}
      onChange={onChange}
    />
  );
}

function Which({
  legend,
  mine,
  theirs,
  value,
  onChange,
}: {
  legend: string;
  /** What each choice keeps. */
  mine: string;
  theirs: string;
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  const name = useId();
  const options: [Choice, string][] = [
    ['mine', mine],
    ['theirs', theirs],
  ];
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">{legend}</legend>
      {options.map(([choice, label]) => (
        <label key={choice} className="mt-2 flex items-start gap-2">
          <input
            type="radio"
            name={name}
            checked={value === choice}
            onChange={() => onChange(choice)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span>{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
