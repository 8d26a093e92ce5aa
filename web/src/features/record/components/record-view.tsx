import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { paths } from '@/config/paths';
import type { RecordContent } from '@/lib/record/record-link';
import { LoadFailed } from '@/components/ui/load-failed';
import { useInterestTable } from '@/lib/interests/use-interest-table';
import { useDataFile, type DataFileState } from '@/lib/use-data-file';
import { chosenContent, PART_NAMES, type Part } from '../lib/parts';
import { loadRoadmaps } from '../lib/roadmaps';
import { loadAfterGrade9 } from '../lib/after-grade9-routes';
import { OpenFile } from './open-file';
import { PrintRecord } from './print-record';
import { RecordSheet } from './record-sheet';

// The QR generator and its dialog, and the toast, come when asked for.
const TransferDialog = retryableLazy(() => import('./transfer-dialog').then((m) => m.TransferDialog));
const Toaster = retryableLazy(() => import('@/components/ui/toaster').then((m) => m.Toaster));

const nothing = () => Promise.resolve({});
const noFile = () => Promise.resolve(null);

/** A filled record: which parts to show, print, move or open, and the sheet itself. */
export function RecordView({ content, present }: { content: RecordContent; present: readonly Part[] }) {
  const navigate = useNavigate();
  const [left, setLeft] = useState<ReadonlySet<Part>>(new Set());
  const [transferring, setTransferring] = useState(false);
  const chosen = new Set(present.filter((part) => !left.has(part)));
  const shown = chosenContent(content, chosen);
  // Names, lines and steps are data, fetched with the record (and kept offline), not script.
  const table = useInterestTable();
  const roadmaps = useDataFile(Object.keys(content.marks).length > 0 ? loadRoadmaps : nothing);
  const afterGrade9 = useDataFile(content.subjects ? loadAfterGrade9 : noFile);
  const data =
    table.kind === 'ready' && roadmaps.kind === 'ready' && afterGrade9.kind === 'ready'
      ? { table: table.data, roadmaps: roadmaps.data, afterGrade9: afterGrade9.data }
      : null;
  const failed = [table, roadmaps, afterGrade9].find((file) => file.kind === 'failed') as
    Extract<DataFileState<unknown>, { kind: 'failed' }> | undefined;
  return (
    <>
      <fieldset className="mt-8 rounded-xl border border-slate-200 bg-white p-4 print:hidden">
        <legend className="px-1 font-semibold">Що показати на аркуші й передати посиланням</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {present.map((part) => (
            <label key={part} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={chosen.has(part)}
                onChange={(event) =>
                  setLeft((now) => {
                    const next = new Set(now);
                    if (event.target.checked) next.delete(part);
                    else next.add(part);
                    return next;
                  })
                }
                className="size-4 accent-brand-700"
              />
              {PART_NAMES[part]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        <Button size="lg" onClick={() => window.print()} disabled={chosen.size === 0 || !data}>
          Надрукувати
        </Button>
        <Button
          size="lg"
          variant="outline"
          onClick={() => setTransferring(true)}
          disabled={chosen.size === 0}
          aria-haspopup="dialog"
        >
          Перенести на інший пристрій
        </Button>
        <OpenFile onCode={(found) => void navigate(paths.record.href(found))} />
      </div>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 print:hidden" data-record-sheet="">
        {data && <RecordSheet content={shown} detail={0} data={data} />}
        {failed && <LoadFailed retry={failed.retry} />}
        {!data && !failed && (
          <p role="status" className="text-slate-700">
            Завантажуємо…
          </p>
        )}
        {chosen.size === 0 && <p className="text-slate-700">Познач вище, що показати.</p>}
      </div>
      {data && <PrintRecord content={shown} data={data} />}
      {transferring && (
        <Suspense>
          <TransferDialog content={shown} onClose={() => setTransferring(false)} />
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
