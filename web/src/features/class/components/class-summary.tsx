import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AnswersGrid } from '@/components/summary/answers-grid';
import { PrintAddress } from '@/components/ui/print-address';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { lineOf } from '@/lib/quiz-code/line-of';
import { NBSP } from '@/lib/typeset';
import type { ClassRecord } from '../lib/class-format';
import { summarize, SUMMARY_TITLES, type ClassSummary as Summary, type ProfessionCount } from '../lib/summary';
import { lessonName, studentsWord } from '../lib/words';

/** How many professions each list shows (the summary prints on two pages); the CSV has them all. */
const TOP_PROFESSIONS = 8;
/** On paper, of several lessons: their counts under each line take the room of two. */
const TOP_PROFESSIONS_PRINTED_TOGETHER = 4;

const summaryOf = (records: readonly ClassRecord[]) => {
  const students = records.flatMap((r) => r.students);
  return summarize(
    students.map((s) => s.code),
    students.map((s) => s.interests),
  );
};

/** Each lesson's count beside the total, when the summary is of several lessons. */
interface Lesson {
  name: string;
  summary: Summary;
}

/**
 * One lesson's count of something, for the line under the total: «8-А: 4 · 8-Б: 5 · 9-А: 3» on
 * the screen; on paper, by the lessons' numbers («1: 4 · 2: 5 · 3: 3», the legend under the
 * total), so that long names don't push the summary past two pages.
 */
function Beside({ lessons, count }: { lessons: readonly Lesson[]; count: (summary: Summary) => number }) {
  if (lessons.length < 2) return null;
  return (
    <p className="mt-0.5 text-xs text-slate-600 print:mt-0 print:text-[9px] print:leading-tight" data-per-lesson="">
      {lessons.map((l, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          <span className="print:hidden">{l.name}</span>
          <span className="hidden print:inline">{i + 1}</span>:&nbsp;{count(l.summary)}
        </span>
      ))}
    </p>
  );
}

/**
 * The summary of a class — or of several lessons together, each lesson's count beside the
 * total — updated as codes arrive; it is what prints.
 */
export function ClassSummary({ records }: { records: readonly ClassRecord[] }) {
  const summary = useMemo(() => summaryOf(records), [records]);
  const lessons = useMemo(
    () =>
      records.length > 1 ? records.map((r) => ({ name: lessonName(r.label, r.created), summary: summaryOf([r]) })) : [],
    [records],
  );
  return (
    <section
      aria-labelledby="summary-heading"
      className={cn('mt-10', lessons.length > 1 && 'print:mt-4')}
      data-class-summary=""
    >
      <h2 id="summary-heading" className="text-2xl font-bold tracking-tight">
        {lessons.length ? 'Спільний підсумок уроків' : 'Підсумок класу'}
      </h2>
      <p className="mt-2 text-lg" data-summary-students="">
        Пройшли тест: <strong>{studentsWord(summary.students)}</strong>
      </p>
      <Beside lessons={lessons} count={(s) => s.students} />
      {lessons.length > 1 && (
        <p className="hidden text-xs print:block" data-lesson-numbers="">
          Уроки за номерами: {lessons.map((l, i) => `${i + 1} — ${l.name}`).join('; ')}.
        </p>
      )}
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
          <Professions
            id="summary-professions"
            title={SUMMARY_TITLES.professions}
            professions={summary.professions}
            lessons={lessons}
            list={(s) => s.professions}
          />
          <Professions
            id="summary-suggested"
            title={SUMMARY_TITLES.suggested}
            professions={summary.suggested}
            lessons={lessons}
            list={(s) => s.suggested}
          >
            Результат тесту визначає перша відповідь. Тут враховано всі п’ять: скільки учнів хоча б однією відповіддю
            вказали на професію.
          </Professions>
          <Answers summary={summary} lessons={lessons} />
          <Interests summary={summary} lessons={lessons} />
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
  lessons: readonly Lesson[];
  /** The same list in one lesson's summary. */
  list: (summary: Summary) => readonly ProfessionCount[];
  /** What the list counts, where the title alone does not say. */
  children?: ReactNode;
}

function Professions({ id, title, professions, lessons, list, children }: ProfessionsProps) {
  return (
    <section aria-labelledby={id} className="mt-8" data-summary-list={id}>
      <h3 id={id} className="text-xl font-semibold break-after-avoid">
        {title}
      </h3>
      {children && <p className="mt-1 text-slate-700 print:text-sm">{children}</p>}
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 print:mt-2 print:grid-cols-2 print:gap-1.5">
        {professions.slice(0, TOP_PROFESSIONS).map((p, i) => (
          <li
            key={p.name}
            className={cn(
              'rounded-lg border border-slate-200 bg-white px-3 py-2 break-inside-avoid print:py-1',
              lessons.length > 1 && i >= TOP_PROFESSIONS_PRINTED_TOGETHER && 'print:hidden',
            )}
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
            {/* Of several lessons, the lessons' counts take the lines' room on paper (two pages). */}
            <p
              className={cn('mt-0.5 text-sm text-slate-700 print:text-xs', lessons.length > 1 && 'print:hidden')}
              data-profession-line=""
            >
              {lineOf(p.slug)}
            </p>
            <Beside lessons={lessons} count={(s) => list(s).find((q) => q.name === p.name)?.count ?? 0} />
          </li>
        ))}
      </ol>
    </section>
  );
}

function Answers({ summary, lessons }: { summary: Summary; lessons: readonly Lesson[] }) {
  return (
    <AnswersGrid
      id="summary"
      title="Як клас відповідав"
      questions={summary.questions}
      row={(option, q) => ({
        count: (
          <>
            {option.count} ({option.percent}&nbsp;%)
          </>
        ),
        countData: { 'data-option-count': option.value },
        below: (
          <>
            {/* The numbers beside it say it all to a screen reader. */}
            <meter aria-hidden="true" min={0} max={100} value={option.percent} className="level-bar mt-1 h-2" />
            <Beside
              lessons={lessons}
              count={(s) => s.questions[q]!.options.find((o) => o.value === option.value)?.count ?? 0}
            />
          </>
        ),
      })}
    />
  );
}

/** How many students have each type among their strongest, of those who brought interests (decision 0033). */
function Interests({ summary: { interests }, lessons }: { summary: Summary; lessons: readonly Lesson[] }) {
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
            Учнів із профілем інтересів:{NBSP}
            {interests.students}. У&nbsp;кожного враховано від одного до трьох найсильніших типів (або жодного, якщо
            жоден не виділяється), тож сума може перевищувати кількість учнів.
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
                <Beside
                  lessons={lessons}
                  count={(s) =>
                    t.type ? (s.interests.types.find((u) => u.type === t.type)?.count ?? 0) : s.interests.flat
                  }
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
