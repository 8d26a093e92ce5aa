import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { uk } from '@/lib/typeset';
import type { ClassRecord, Student, Via } from '../lib/class-format';
import { classStore } from '../lib/class-store';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const VIA_WORDS: Record<Via, string> = {
  scan: 'відскановано',
  code: 'код уведено вручну',
  paper: 'з паперового бланка',
};

/** «Учень 1, 2, …» — no names, only to remove a code counted by mistake. */
export function StudentList({ record }: { record: ClassRecord }) {
  // The student chosen, with their place: the store removes them only if they are still there.
  const [removing, setRemoving] = useState<{ index: number; student: Student } | null>(null);
  const [changed, setChanged] = useState(false);
  if (record.students.length === 0) return null;
  return (
    <details className="mt-8 rounded-xl border border-slate-200 bg-white print:hidden">
      <summary className="cursor-pointer rounded-xl p-4 font-semibold">Список учнів (щоб прибрати зайвий код)</summary>
      <ol className="divide-y divide-slate-200 border-t border-slate-200">
        {record.students.map((student, i) => (
          <li key={`${i}-${student.code}-${student.tag}`} className="flex items-center justify-between gap-3 px-4 py-2">
            <span>
              {uk`Учень ${i + 1}`} <span className="text-sm text-slate-600">({VIA_WORDS[student.via]})</span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              aria-haspopup="dialog"
              aria-label={uk`Прибрати учня ${i + 1}`}
              onClick={() => {
                setChanged(false);
                setRemoving({ index: i, student });
              }}
            >
              Прибрати
            </Button>
          </li>
        ))}
      </ol>
      <p role="status" className="border-t border-slate-200 px-4 py-3 text-amber-900 empty:hidden">
        {changed &&
          'Поки ви підтверджували, список змінився в\u00A0іншій вкладці, тож нікого не прибрано. Перевірте список ще раз.'}
      </p>
      {removing !== null && (
        <ConfirmDialog
          title={uk`Прибрати учня ${removing.index + 1}?`}
          text="Його відповіді зникнуть із підсумку. Якщо прибрали не того, попросіть учня показати код ще раз."
          confirm="Прибрати"
          onConfirm={() => setChanged(!classStore().remove(record.id, removing.index, removing.student))}
          onClose={() => setRemoving(null)}
        />
      )}
    </details>
  );
}
