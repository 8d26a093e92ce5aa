import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { ClassRecord } from '../lib/class-format';
import { classStore } from '../lib/class-store';
import { downloadCsv } from '@/lib/csv-file';
import { csvFileName, summaryCsv } from '../lib/csv';
import { summarize } from '../lib/summary';
import { deleteLessonText, lessonDate, lessonName, studentsWord } from '../lib/words';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

// The dialog brings the QR generator: loaded when the adviser asks for it.
const SendToCoordinator = lazy(() => import('./send-to-coordinator').then((m) => ({ default: m.SendToCoordinator })));

/** Print, CSV, and the end of a lesson: «Прибрати всі коди» and «Видалити урок». */
export function TakeAway({ record }: { record: ClassRecord }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'clear' | 'delete' | 'send' | null>(null);
  // The CSV names the lesson with its date: a file outlives the page that shows the date.
  const name = `${lessonName(record.label, record.created)}, ${lessonDate(record.created)}`;
  const empty = record.students.length === 0;
  return (
    <section aria-labelledby="take-away-heading" className="mt-10 print:hidden">
      <h2 id="take-away-heading" className="text-xl font-bold">
        Після уроку
      </h2>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button size="lg" onClick={() => window.print()} disabled={empty}>
          Надрукувати підсумок
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={empty}
          onClick={() =>
            downloadCsv(
              summaryCsv(
                summarize(
                  record.students.map((s) => s.code),
                  record.students.map((s) => s.interests),
                ),
                name,
              ),
              csvFileName(name),
            )
          }
        >
          Завантажити таблицю (CSV)
        </Button>
        <Button size="lg" variant="outline" aria-haspopup="dialog" disabled={empty} onClick={() => setAsking('send')}>
          Надіслати координатору
        </Button>
        <Button size="lg" variant="outline" aria-haspopup="dialog" disabled={empty} onClick={() => setAsking('clear')}>
          Прибрати всі коди
        </Button>
        <Button size="lg" variant="ghost" aria-haspopup="dialog" onClick={() => setAsking('delete')}>
          Видалити урок
        </Button>
      </div>
      {asking === 'send' && (
        <Suspense>
          <SendToCoordinator record={record} onClose={() => setAsking(null)} />
        </Suspense>
      )}
      {asking === 'clear' && (
        <ConfirmDialog
          title="Прибрати всі коди?"
          text={`Усі зібрані коди (${studentsWord(record.students.length)}) і\u00A0підсумок зникнуть із цього браузера. Сам урок залишиться, і\u00A0коди можна буде зібрати знову.`}
          confirm="Прибрати коди"
          onConfirm={() => classStore().clear(record.id)}
          onClose={() => setAsking(null)}
        />
      )}
      {asking === 'delete' && (
        <ConfirmDialog
          title="Видалити урок?"
          text={deleteLessonText(record.label, record.created, record.students.length)}
          confirm="Видалити урок"
          onConfirm={() => {
            navigate(paths.classroom.href(), { replace: true });
            classStore().delete(record.id);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
