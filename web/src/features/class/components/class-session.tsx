import { useCallback, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { LessonsHeading } from './lessons-heading';
import { cn } from '@/lib/cn';
import type { Via } from '../lib/class-format';
import { classStore } from '../lib/class-store';
import { outcomeMessage, refusalMessage, type CountMessage } from '../lib/count-code';
import { readCode, type ReadCode } from '../lib/read-code';
import { useClasses } from '../lib/use-classes';
import { lessonDate, lessonName } from '../lib/words';
import { ClassSummary } from './class-summary';
import { Scanner } from './scanner';
import { StorageNotice } from './storage-notice';
import { StudentList } from './student-list';
import { TakeAway } from './take-away';
import { TypeIn } from './type-in';

/** An open lesson: collect codes (scan, type), see the class's summary, take it away. */
export function ClassSession({ id }: { id: string }) {
  const record = useClasses().find((c) => c.id === id);
  const heading = useRef<HTMLHeadingElement>(null);
  // The class takes the place of the start page: its heading takes focus, as the quiz's results do.
  useEffect(() => heading.current?.focus(), []);
  // One live region that stays in place, so screen readers announce each new message; each message
  // has its own number, so one that repeats (a code counted already) is new content, read again.
  const [message, setMessage] = useState<(CountMessage & { n: number }) | null>(null);

  const tell = useCallback((next: CountMessage) => {
    setMessage((previous) => ({ ...next, n: (previous?.n ?? 0) + 1 }));
    if (next.tone === 'counted') navigator.vibrate?.(120);
  }, []);

  /** Counts a read code; returns whether it was a result (counted or already in). */
  const count = useCallback(
    (read: ReadCode, via: Via): boolean => {
      if (read.kind !== 'result') {
        tell(refusalMessage(read, via));
        return false;
      }
      const student = { code: read.code, tag: read.tag, via, ...(read.interests && { interests: read.interests }) };
      const outcome = classStore().add(id, student);
      if (outcome) tell(outcomeMessage(outcome));
      return true;
    },
    [id, tell],
  );

  const onScanned = useCallback((text: string) => count(readCode(text, 'scan'), 'scan'), [count]);

  if (!record) return <MissingLesson />;
  const name = lessonName(record.label, record.created);

  return (
    <>
      <LessonsHeading headingRef={heading}>{name}</LessonsHeading>
      <p className="mt-1 text-slate-600">{lessonDate(record.created)}</p>
      <StorageNotice />
      <section
        aria-labelledby="collect-heading"
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 print:hidden"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="collect-heading" className="text-xl font-bold">
            Збір кодів
          </h2>
          <p className="text-2xl font-bold text-brand-800" data-class-count="">
            Зібрано: {record.students.length}
          </p>
        </div>
        <Scanner onText={onScanned}>
          <p
            role="status"
            data-count-message={message?.tone ?? ''}
            className={cn(
              'mt-4 min-h-12 rounded-lg px-3 py-2 font-medium empty:p-0',
              message?.tone === 'counted' && 'bg-brand-50 text-brand-900',
              message?.tone === 'repeat' && 'bg-slate-100 text-slate-800',
              message?.tone === 'refused' && 'bg-amber-50 text-amber-900',
            )}
          >
            {message && (
              <span key={message.n}>
                {message.tone === 'counted' && <span aria-hidden="true">✓ </span>}
                {message.text}
              </span>
            )}
          </p>
        </Scanner>
        <TypeIn classId={id} count={count} tell={tell} />
      </section>
      <ClassSummary records={[record]} />
      <StudentList record={record} />
      <TakeAway record={record} />
    </>
  );
}

/**
 * The address names a lesson this browser doesn't have. Why, as far as the page can tell: the
 * stored lessons could not be read (set aside, not deleted), storage refuses to be read, or the
 * lesson is simply not here (deleted, or gathered in another browser).
 */
function MissingLesson() {
  const store = classStore();
  const why = store.unreadable ? 'unreadable' : store.refused ? 'refused' : 'missing';
  return (
    <section aria-labelledby="missing-lesson-heading" data-missing-lesson={why}>
      <h1 id="missing-lesson-heading" className="text-3xl font-bold tracking-tight">
        {why === 'missing' ? 'Цього уроку немає в цьому браузері' : 'Не вдалося відкрити цей урок'}
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        {why === 'unreadable' &&
          'Уроки, збережені раніше в цьому браузері, не вдалося прочитати: можливо, їх записала інша версія Стежки. Ми зберегли їх окремо й нічого не видалили, але відкрити їх тут не вийде.'}
        {why === 'refused' &&
          'Браузер не дає цій сторінці доступу до збережених уроків: можливо, у його налаштуваннях заборонено зберігати дані сайтів.'}
        {why === 'missing' &&
          'Можливо, його видалили (тут чи в іншій вкладці) або зібрали в іншому браузері чи на іншому пристрої: урок зберігається лише в тому браузері, де його провели.'}
      </p>
      <ButtonLink to={paths.classroom.href()} size="lg" className="mt-6">
        До всіх уроків
      </ButtonLink>
    </section>
  );
}
