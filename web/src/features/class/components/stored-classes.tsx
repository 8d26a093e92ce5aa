import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { classHref } from '../lib/class-hash';
import { classStore } from '../lib/class-store';
import { useClasses } from '../lib/use-classes';
import { deleteLessonText, lessonDate, lessonName, studentsWord } from '../lib/words';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CoursePicker } from './course-picker';
import { StorageNotice } from './storage-notice';

/**
 * What this browser keeps: the storage's warnings and the earlier lessons, to reopen, continue
 * or delete. Loaded only when something is stored (lib/class-key.ts).
 */
export function StoredClasses() {
  const classes = useClasses();
  const [deleting, setDeleting] = useState<string | null>(null);
  const target = classes.find((record) => record.id === deleting);
  return (
    <>
      <StorageNotice />
      {classes.length > 0 && (
        <section aria-labelledby="earlier-classes-heading" className="mt-8">
          <h2 id="earlier-classes-heading" className="text-xl font-bold">
            Попередні уроки
          </h2>
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {[...classes].reverse().map((record) => (
              <li key={record.id} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1">
                  <Link
                    to={classHref(record.id)}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {lessonName(record.label, record.created)}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {lessonDate(record.created)} · {studentsWord(record.students.length)}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={`Видалити «${lessonName(record.label, record.created)}»`}
                  onClick={() => setDeleting(record.id)}
                >
                  Видалити
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {classes.length > 1 && <CoursePicker classes={classes} />}
      {target && (
        <ConfirmDialog
          title="Видалити урок?"
          text={deleteLessonText(target.label, target.created, target.students.length)}
          confirm="Видалити урок"
          onConfirm={() => classStore().delete(target.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </>
  );
}
