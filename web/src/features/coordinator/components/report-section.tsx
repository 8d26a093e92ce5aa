import { useMemo, useState } from 'react';
import { AnswersGrid } from '@/components/summary/answers-grid';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PrintAddress } from '@/components/ui/print-address';
import { csvFileName, downloadCsv } from '@/lib/csv-file';
import { communityReport, type CommunityReport, type ShownCount } from '@/lib/lesson-counts/community-report';
import { pluralUk } from '@/lib/plural-uk';
import { NBSP } from '@/lib/typeset';
import { coordinatorStore } from '../lib/coordinator-store';
import { reportCsv } from '../lib/coordinator-csv';
import { REPORT_TITLES } from '../lib/report-titles';
import { shownText } from '../lib/shown-text';
import { useReportLessons } from '../lib/use-report';

const LESSON_FORMS = { one: 'урок', few: 'уроки', many: 'уроків', other: 'уроку' };
const STUDENT_FORMS = { one: 'учень', few: 'учні', many: 'учнів', other: 'учня' };
const lessonsWord = (n: number) => `${n}\u00A0${pluralUk(n, LESSON_FORMS)}`;
const studentsWord = (n: number) => `${n}\u00A0${pluralUk(n, STUDENT_FORMS)}`;

/** How many suggested professions the screen and the print show; the CSV has them all. */
const TOP_SUGGESTED = 12;

/** The report, and what to do with it: print, CSV, delete. */
export function ReportSection() {
  const lessons = useReportLessons();
  const report = useMemo(() => communityReport(lessons), [lessons]);
  const [deleting, setDeleting] = useState(false);
  if (lessons.length === 0)
    return (
      <p className="mt-8 rounded-lg border border-dashed border-slate-300 p-4 text-slate-700" data-report-empty="">
        У звіті поки що жодного уроку. Відкрийте в&nbsp;цьому браузері посилання від радника або вставте його вище.
      </p>
    );
  return (
    <>
      <Report report={report} />
      <section aria-labelledby="report-actions-heading" className="mt-10 print:hidden">
        <h2 id="report-actions-heading" className="text-xl font-bold">
          Що зробити зі звітом
        </h2>
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button size="lg" onClick={() => window.print()}>
            Надрукувати звіт
          </Button>
          <Button
            size="lg"
            variant="outline"
            onClick={() => downloadCsv(reportCsv(report), csvFileName(REPORT_TITLES.report))}
          >
            Завантажити таблицю (CSV)
          </Button>
          <Button size="lg" variant="ghost" aria-haspopup="dialog" onClick={() => setDeleting(true)}>
            Видалити звіт
          </Button>
        </div>
      </section>
      {deleting && (
        <ConfirmDialog
          title="Видалити звіт?"
          text={`Звіт і\u00A0всі додані до нього уроки (${lessonsWord(lessons.length)}) буде видалено із цього браузера назавжди. Самі посилання залишаться в\u00A0листах чи повідомленнях від радників: їх можна буде відкрити знову.`}
          confirm="Видалити звіт"
          onConfirm={() => coordinatorStore().clear()}
          onClose={() => setDeleting(false)}
        />
      )}
    </>
  );
}

/** «12 (40 %)», «менше 5», «приховано». */
function CountText({ count, unit }: { count: ShownCount; unit?: boolean }) {
  const { shown, percent } = count;
  if (shown.kind !== 'count') return <>{shownText(shown)}</>;
  const number = unit ? studentsWord(shown.count) : String(shown.count);
  return <>{percent === null ? number : `${number} (${percent}\u00A0%)`}</>;
}

function Bar({ count }: { count: ShownCount }) {
  // The numbers beside it say it all to a screen reader; a hidden count has no bar.
  return count.percent === null ? (
    <div aria-hidden="true" className="mt-1 h-2 rounded-full border border-dashed border-slate-300" />
  ) : (
    <meter aria-hidden="true" min={0} max={100} value={count.percent} className="level-bar mt-1 h-2" />
  );
}

function Report({ report }: { report: CommunityReport }) {
  const { groups } = report;
  return (
    <section aria-labelledby="report-heading" className="mt-10 print:mt-0" data-community-report="">
      <h2 id="report-heading" className="text-2xl font-bold tracking-tight">
        {REPORT_TITLES.report}
      </h2>
      <p className="mt-2 text-lg">
        <span data-report-lessons="">Уроків у&nbsp;звіті: {report.lessons}</span> ·{' '}
        <span data-report-students="">
          Пройшли тест:{' '}
          <strong>{report.students.kind === 'count' ? studentsWord(report.students.count) : 'менше 5 учнів'}</strong>
        </span>
      </p>
      <p className="mt-2 text-slate-700 print:text-sm">
        «Менше 5» — від 1 до 4 учнів; «приховано» — число, за яким можна було б вирахувати одне з чисел «менше 5». Тест
        лише допомагає почати розмову про інтереси й&nbsp;не є діагнозом.
      </p>

      <section aria-labelledby="report-groups" className="mt-8 break-inside-avoid">
        <h3 id="report-groups" className="text-xl font-semibold">
          {REPORT_TITLES.groups}
        </h3>
        {groups.lines.length === 0 ? (
          <p className="mt-1 text-slate-700">
            Окремих рядків немає: радники не вписали назв або в&nbsp;кожній школі чи класі тест пройшли менше 5 учнів.
            Усі учні враховані в&nbsp;загальних числах.
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {groups.lines.map((g) => (
              <li key={g.name} className="flex justify-between gap-3 px-3 py-1.5" data-report-group={g.name}>
                <span>
                  {g.name} <span className="text-slate-600">({lessonsWord(g.lessons)})</span>
                </span>
                <span className="font-semibold tabular-nums">{studentsWord(g.students)}</span>
              </li>
            ))}
            {groups.rest > 0 && (
              <li className="flex justify-between gap-3 px-3 py-1.5" data-report-group="">
                <span>{REPORT_TITLES.rest}</span>
                <span className="font-semibold tabular-nums">{studentsWord(groups.rest)}</span>
              </li>
            )}
          </ul>
        )}
      </section>

      {(
        [
          ['report-professions', REPORT_TITLES.professions, report.professions],
          ['report-suggested', REPORT_TITLES.suggested, report.suggested.slice(0, TOP_SUGGESTED)],
        ] as const
      ).map(([id, title, list]) => (
        <section key={id} aria-labelledby={id} className="mt-8" data-report-list={id}>
          <h3 id={id} className="text-xl font-semibold break-after-avoid">
            {title}
          </h3>
          <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 print:grid-cols-2">
            {list.map((p) => (
              <li
                key={p.id}
                className="flex items-baseline justify-between gap-3 border-b border-slate-200 py-1 break-inside-avoid"
              >
                <span className="min-w-0">
                  <span lang="en" className="font-semibold">
                    {p.title}
                  </span>{' '}
                  <span className="text-slate-600">({p.nameUk})</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums" data-report-count={p.id}>
                  <CountText count={p} />
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}

      <AnswersGrid
        id="report"
        title={REPORT_TITLES.answers}
        questions={report.questions}
        row={(option, q, o) => ({
          count: <CountText count={option} />,
          countData: { 'data-report-option': `${q}-${o}` },
          below: <Bar count={option} />,
        })}
      />

      <section aria-labelledby="report-interests" className="mt-8 break-inside-avoid">
        <h3 id="report-interests" className="text-xl font-semibold">
          {REPORT_TITLES.interests}
        </h3>
        {report.interests === null ? (
          <p className="mt-1 text-slate-700" data-report-interests="none">
            Немає даних: жоден учень у&nbsp;цих уроках не показав код із&nbsp;профілем інтересів.
          </p>
        ) : (
          <>
            <p className="mt-1 text-slate-700 print:text-sm">
              Учнів із профілем інтересів:{NBSP}
              {shownText(report.interests.students)}. У&nbsp;кожного враховано від одного до трьох найсильніших типів
              (або жодного, якщо жоден не виділяється), тож сума може перевищувати кількість учнів.
            </p>
            <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 print:grid-cols-3 print:gap-y-1">
              {report.interests.types.map((t) => (
                <li key={t.name}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span>
                      {t.name}
                      {t.type && ` (${t.type})`}
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums" data-report-type={t.type ?? 'flat'}>
                      <CountText count={t} />
                    </span>
                  </div>
                  <Bar count={t} />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
      <PrintAddress label="Звіт складено на Стежці" />
    </section>
  );
}
