import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PrintAddress } from '@/components/ui/print-address';
import { paths } from '@/config/paths';
import { lineOf } from '@/lib/quiz-code/line-of';
import type { ClassRecord } from '../lib/class-format';
import { summarize, SUMMARY_TITLES, type ClassSummary as Summary, type ProfessionCount } from '../lib/summary';
import { studentsWord } from '../lib/words';

/** How many professions each list shows (the summary prints on two pages); the CSV has them all. */
const TOP_PROFESSIONS = 8;

/** The class summary, updated as codes arrive; it is what prints. */
export function ClassSummary({ record }: { record: ClassRecord }) {
  const summary = useMemo(
    () =>
      summarize(
        record.students.map((s) => s.code),
        record.students.map((s) => s.interests),
      ),
    [record.students],
  );
  return (
    <section aria-labelledby="summary-heading" className="mt-10" data-class-summary="">
      <h2 id="summary-heading" className="text-2xl font-bold tracking-tight">
        Підсумок класу
      </h2>
      <p className="mt-2 text-lg" data-summary-students="">
        Пройшли тест: <strong>{studentsWord(summary.students)}</strong>
      </p>
      <p className="mt-2 text-slate-700">
        Тест лише допомагає почати розмову про інтереси й&nbsp;не є діагнозом: він пропонує професії, про які варто
        дізнатися більше, і&nbsp;нічого не вирішує за учня.
      </p>
      {summary.students === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          Поки що жодного результату. Відскануйте коди учнів або введіть їх вручну: підсумок з’явиться тут одразу.
        </p>
      ) : (
        <>
          <Professions id="summary-professions" title={SUMMARY_TITLES.professions} professions={summary.professions} />
          <Professions id="summary-suggested" title={SUMMARY_TITLES.suggested} professions={summary.suggested}>
            Результат тесту визначає перша відповідь. Тут враховано всі п’ять: скільки учнів хоча б однією відповіддю
            вказали на професію.
          </Professions>
          <Answers summary={summary} />
          <Interests summary={summary} />
        </>
      )}
      <PrintAddress label="Підсумок зібрано на Стежці" href={`${window.location.origin}${paths.classroom.href()}`} />
    </section>
  );
}

interface ProfessionsProps {
  id: string;
  title: string;
  professions: readonly ProfessionCount[];
  /** What the list counts, where the title alone does not say. */
  children?: ReactNode;
}

function Professions({ id, title, professions, children }: ProfessionsProps) {
  return (
    <section aria-labelledby={id} className="mt-8" data-summary-list={id}>
      <h3 id={id} className="text-xl font-semibold break-after-avoid">
        {title}
      </h3>
      {children && <p className="mt-1 text-slate-700 print:text-sm">{children}</p>}
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 print:mt-2 print:grid-cols-2 print:gap-1.5">
        {professions.slice(0, TOP_PROFESSIONS).map((p) => (
          <li
            key={p.name}
            className="rounded-lg border border-slate-200 bg-white px-3 py-2 break-inside-avoid print:py-1"
          >
            <div className="flex items-baseline justify-between gap-3">
              {/* Each name leads to its page, or to its profile under the not-found screen. */}
              <Link to={paths.profession.href(p.slug)} className="min-w-0 underline-offset-4 hover:underline">
                <span lang="en" className="font-semibold text-brand-800 print:text-black">
                  {p.name}
                </span>{' '}
                <span className="text-slate-600">({p.nameUk})</span>
              </Link>
              <span className="shrink-0 font-semibold tabular-nums">{studentsWord(p.count)}</span>
            </div>
            <p className="mt-0.5 text-sm text-slate-700 print:text-xs" data-profession-line="">
              {lineOf(p.name)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answers({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="summary-answers" className="mt-8">
      <h3 id="summary-answers" className="text-xl font-semibold">
        Як клас відповідав
      </h3>
      <div className="mt-3 grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        {summary.questions.map((question, q) => (
          <section
            key={question.question}
            aria-labelledby={`summary-q${q}`}
            className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid print:p-2"
          >
            <h4 id={`summary-q${q}`} className="font-semibold">
              {q + 1}. {question.question}
            </h4>
            <ul className="mt-3 space-y-3 print:mt-1 print:space-y-1">
              {question.options.map((option) => (
                <li key={option.value}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span>{option.label}</span>
                    <span className="shrink-0 font-semibold tabular-nums" data-option-count={option.value}>
                      {option.count} ({option.percent}&nbsp;%)
                    </span>
                  </div>
                  {/* The numbers beside it say it all to a screen reader. */}
                  <meter aria-hidden="true" min={0} max={100} value={option.percent} className="level-bar mt-1 h-2" />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

/** How many students have each type among their strongest, of those who brought interests (decision 0033). */
function Interests({ summary: { interests } }: { summary: Summary }) {
  return (
    <section aria-labelledby="summary-interests" className="mt-8 break-inside-avoid" data-summary-interests="">
      <h3 id="summary-interests" className="text-xl font-semibold">
        {SUMMARY_TITLES.interests}
      </h3>
      {interests.students === 0 ? (
        <p className="mt-1 text-slate-700">
          Немає даних: жоден учень не показав код із профілем інтересів. Профіль інтересів буває лише в&nbsp;QR-коді (не
          в&nbsp;продиктованому коді й&nbsp;не на бланку), якщо учень пройшов «Мої інтереси» в&nbsp;тому самому
          браузері, що й&nbsp;тест.
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700 print:text-sm" data-interests-students="">
            Профіль інтересів принесли: {studentsWord(interests.students)}. У&nbsp;кожного враховано один–три
            найсильніші типи, тож сума може перевищувати кількість учнів.
          </p>
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 print:grid-cols-3 print:gap-y-1">
            {[...interests.types, { type: null, name: 'Жоден тип не виділяється', count: interests.flat }].map((t) => (
              <li key={t.name}>
                <div className="flex items-baseline justify-between gap-3 text-sm">
                  <span>
                    {t.name}
                    {t.type && ` (${t.type})`}
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums" data-interest-count={t.type ?? 'flat'}>
                    {studentsWord(t.count)}
                  </span>
                </div>
                {/* The numbers beside it say it all to a screen reader. */}
                <meter
                  aria-hidden="true"
                  min={0}
                  max={interests.students}
                  value={t.count}
                  className="level-bar mt-1 h-2"
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
