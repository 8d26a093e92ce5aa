import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { PrintAddress } from '@/components/ui/print-address';
import { paths } from '@/config/paths';
import { hasDetail } from '@/data/profession-details';
import type { ClassRecord } from '../lib/class-format';
import { summarize, type ClassSummary as Summary } from '../lib/summary';
import { studentsWord } from '../lib/words';

/** How many professions the summary lists; the CSV has them all. */
const TOP_PROFESSIONS = 8;

/** The class summary, updated as codes arrive; it is what prints. */
export function ClassSummary({ record }: { record: ClassRecord }) {
  const summary = useMemo(() => summarize(record.students.map((s) => s.code)), [record.students]);
  return (
    <section aria-labelledby="summary-heading" className="mt-10" data-class-summary="">
      <h2 id="summary-heading" className="text-2xl font-bold tracking-tight">
        Підсумок класу
      </h2>
      <p className="mt-2 text-lg" data-summary-students="">
        Пройшли тест: <strong>{studentsWord(summary.students)}</strong>
      </p>
      <p className="mt-2 text-slate-700">
        Тест лише допомагає почати розмову про інтереси й&nbsp;не є діагнозом: він пропонує професії, які варто
        дослідити, і&nbsp;нічого не вирішує за учня.
      </p>
      {summary.students === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          Поки що жодного результату. Скануйте коди учнів або введіть їх вручну: підсумок з’явиться тут одразу.
        </p>
      ) : (
        <>
          <Professions summary={summary} />
          <Deciding summary={summary} />
          <Answers summary={summary} />
        </>
      )}
      <PrintAddress label="Підсумок зібрано на Стежці" href={`${window.location.origin}${paths.classroom.href()}`} />
    </section>
  );
}

function Professions({ summary }: { summary: Summary }) {
  return (
    <section aria-labelledby="summary-professions" className="mt-8 break-inside-avoid">
      <h3 id="summary-professions" className="text-xl font-semibold">
        Професії, які тест пропонував найчастіше
      </h3>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 print:grid-cols-2">
        {summary.professions.slice(0, TOP_PROFESSIONS).map((p) => (
          <li
            key={p.name}
            className="flex items-baseline justify-between gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2"
          >
            {/* Only a profession with a detail page links to it (issue 28: a link promises a page). */}
            {hasDetail(p.slug) ? (
              <Link to={paths.profession.href(p.slug)} className="min-w-0 underline-offset-4 hover:underline">
                <ProfessionName name={p.name} nameUk={p.nameUk} linked />
              </Link>
            ) : (
              <span className="min-w-0">
                <ProfessionName name={p.name} nameUk={p.nameUk} />
              </span>
            )}
            <span className="shrink-0 font-semibold tabular-nums">{studentsWord(p.count)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ProfessionName({ name, nameUk, linked = false }: { name: string; nameUk: string; linked?: boolean }) {
  return (
    <>
      <span lang="en" className={linked ? 'font-semibold text-brand-800 print:text-black' : 'font-semibold'}>
        {name}
      </span>{' '}
      <span className="text-slate-600">({nameUk})</span>
    </>
  );
}

function Deciding({ summary }: { summary: Summary }) {
  const [top, ...rest] = summary.decidedBy;
  if (!top) return null;
  const share = `у\u00A0${top.count} з\u00A0${summary.students}`;
  return (
    <section aria-labelledby="summary-deciding" className="mt-8 break-inside-avoid">
      <h3 id="summary-deciding" className="text-xl font-semibold">
        Що визначило результати
      </h3>
      <p className="mt-2" data-summary-deciding="">
        {top.value ? (
          <>
            Найчастіше результат визначала відповідь <strong>«{top.label}»</strong>: {share}.
          </>
        ) : (
          <>Найчастіше жодна відповідь не переважила (тест тоді пропонує загальний список): {share}.</>
        )}
      </p>
      {rest.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {rest.map((d) => (
            <li key={d.label}>
              {d.value ? `«${d.label}»` : d.label}: {d.count}
            </li>
          ))}
        </ul>
      )}
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
