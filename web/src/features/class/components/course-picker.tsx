import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { ClassRecord } from '../lib/class-format';
import { courseHref } from '../lib/class-hash';
import { lessonDate, lessonName, studentsWord } from '../lib/words';

/** A lesson as a checkbox's words: its name, date and students. */
function LessonChoice({ record, name, id }: { record: ClassRecord; name: string; id: string }) {
  return (
    <li className="flex items-start gap-3 py-1.5">
      <input id={id} type="checkbox" name={name} value={record.id} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <label htmlFor={id}>
        <span className="font-medium">{lessonName(record.label, record.created)}</span>{' '}
        <span className="text-sm text-slate-600">
          {lessonDate(record.created)} · {studentsWord(record.students.length)}
        </span>
      </label>
    </li>
  );
}

const chosen = (form: HTMLFormElement, name: string) =>
  new FormData(form).getAll(name).filter((v): v is string => typeof v === 'string');

/**
 * The course (issue 40): several lessons in one summary, or the start of a course beside its
 * end. Both open in the fragment (lib/class-hash.ts), so a reload keeps them.
 */
export function CoursePicker({ classes }: { classes: readonly ClassRecord[] }) {
  const navigate = useNavigate();
  const id = useId();
  const [problem, setProblem] = useState<{ form: 'together' | 'compare'; text: string } | null>(null);
  const newestFirst = [...classes].reverse();

  const together = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = chosen(event.currentTarget, 'together');
    if (ids.length < 2) return setProblem({ form: 'together', text: 'Позначте щонайменше два уроки.' });
    navigate(courseHref({ kind: 'together', ids }));
  };
  const compare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const start = chosen(event.currentTarget, 'start');
    const end = chosen(event.currentTarget, 'end');
    if (!start.length || !end.length)
      return setProblem({ form: 'compare', text: 'Позначте хоча б один урок на початку курсу й один наприкінці.' });
    if (start.some((s) => end.includes(s)))
      return setProblem({ form: 'compare', text: 'Один урок не може бути і на початку, і наприкінці курсу.' });
    navigate(courseHref({ kind: 'compare', start, end }));
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-8" data-course-picker="">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        Кілька уроків разом
      </h2>
      <form
        onSubmit={together}
        aria-labelledby={`${id}-together`}
        className="mt-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 id={`${id}-together`} className="font-semibold">
          Один підсумок для кількох уроків
        </h3>
        <p className="text-sm text-slate-700">Наприклад, для всіх класів, у яких ви провели цей урок.</p>
        <ul className="mt-2">
          {newestFirst.map((r) => (
            <LessonChoice key={r.id} record={r} name="together" id={`${id}-t-${r.id}`} />
          ))}
        </ul>
        {problem?.form === 'together' && (
          <p role="alert" className="mt-2 text-red-700">
            {problem.text}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-3">
          Показати разом
        </Button>
      </form>
      <form
        onSubmit={compare}
        aria-labelledby={`${id}-compare`}
        className="mt-4 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 id={`${id}-compare`} className="font-semibold">
          Початок і кінець курсу
        </h3>
        <p className="text-sm text-slate-700">
          Позначте уроки на початку курсу (наприклад, у&nbsp;вересні) і&nbsp;наприкінці (у&nbsp;травні): для кожної
          відповіді, професії й&nbsp;типу інтересів буде видно, що змінилося.
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          {(
            [
              ['start', 'Початок курсу'],
              ['end', 'Кінець курсу'],
            ] as const
          ).map(([side, legend]) => (
            <fieldset key={side}>
              <legend className="font-medium">{legend}</legend>
              <ul>
                {newestFirst.map((r) => (
                  <LessonChoice key={r.id} record={r} name={side} id={`${id}-${side}-${r.id}`} />
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
        {problem?.form === 'compare' && (
          <p role="alert" className="mt-2 text-red-700">
            {problem.text}
          </p>
        )}
        <Button type="submit" size="lg" className="mt-3">
          Порівняти
        </Button>
      </form>
    </section>
  );
}
