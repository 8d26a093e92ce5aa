import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { LessonsHeading } from './lessons-heading';
import { csvFileName, downloadCsv } from '@/lib/csv-file';
import type { ClassRecord } from '../lib/class-format';
import type { CourseView as View } from '../lib/class-hash';
import { summaryCsv } from '../lib/csv';
import { summarize } from '../lib/summary';
import { useClasses } from '../lib/use-classes';
import { lessonDate, lessonName, lessonsText } from '../lib/words';
import { ClassSummary } from './class-summary';
import { Comparison } from './comparison';

const summaryOf = (records: readonly ClassRecord[]) => {
  const students = records.flatMap((r) => r.students);
  return summarize(
    students.map((s) => s.code),
    students.map((s) => s.interests),
  );
};

/** Several lessons in one summary, or the start of a course beside its end (issue 40). */
export function CourseView({ view }: { view: View }) {
  const classes = useClasses();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const pick = (ids: readonly string[]) =>
    ids.flatMap((id) => classes.filter((c) => c.id === id)).filter((c, i, all) => all.indexOf(c) === i);
  const ids = view.kind === 'together' ? view.ids : [...view.start, ...view.end];
  const found = pick(ids);
  const together = view.kind === 'together' ? found : [];
  const start = view.kind === 'compare' ? pick(view.start) : [];
  const end = view.kind === 'compare' ? pick(view.end) : [];
  const missing = found.length < new Set(ids).size;
  const usable = view.kind === 'together' ? together.length > 0 : start.length > 0 && end.length > 0;

  return (
    <>
      <LessonsHeading headingRef={heading}>
        {view.kind === 'together' ? 'Кілька уроків разом' : 'Початок і кінець курсу'}
      </LessonsHeading>
      {missing && (
        <p
          role="status"
          className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-amber-900"
          data-course-missing=""
        >
          {usable
            ? 'Деяких із цих уроків уже немає в цьому браузері (можливо, їх видалили): показано решту.'
            : view.kind === 'compare' && found.length > 0
              ? 'Уроків із початку чи кінця курсу вже немає в цьому браузері (можливо, їх видалили), тож порівнювати немає з чим. Позначте уроки ще раз.'
              : 'Цих уроків немає в цьому браузері: можливо, їх видалили або провели в іншому браузері.'}
        </p>
      )}
      {usable && view.kind === 'together' && (
        <>
          <p className="mt-2 text-slate-700" data-course-lessons="">
            Уроки: {lessonsText(together)}.
          </p>
          <ClassSummary records={together} />
          <section aria-labelledby="course-actions" className="mt-10 print:hidden">
            <h2 id="course-actions" className="text-xl font-bold">
              Що зробити з підсумком
            </h2>
            <div className="mt-3 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" onClick={() => window.print()}>
                Надрукувати підсумок
              </Button>
              <Button
                size="lg"
                variant="outline"
                onClick={() => {
                  const csvName = `Кілька уроків разом (складено ${lessonDate(Date.now())})`;
                  downloadCsv(
                    summaryCsv(
                      summaryOf(together),
                      csvName,
                      together.map((r) => ({ name: lessonName(r.label, r.created), summary: summaryOf([r]) })),
                    ),
                    csvFileName(csvName),
                  );
                }}
              >
                Завантажити таблицю (CSV)
              </Button>
            </div>
          </section>
        </>
      )}
      {usable && view.kind === 'compare' && (
        <>
          <Comparison
            start={{ records: start, summary: summaryOf(start) }}
            end={{ records: end, summary: summaryOf(end) }}
          />
          <p className="mt-10 print:hidden">
            <Button size="lg" onClick={() => window.print()}>
              Надрукувати порівняння
            </Button>
          </p>
        </>
      )}
      {!usable && (
        <ButtonLink to={paths.classroom.href()} size="lg" className="mt-6">
          До всіх уроків
        </ButtonLink>
      )}
    </>
  );
}
