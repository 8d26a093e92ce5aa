import { Suspense, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { paths } from '@/config/paths';
import { decodeRecord, encodeRecord } from '@/lib/record/record-link';
import { chosenContent, hasPart, PART_NAMES, PARTS, type Part } from '../lib/parts';
import { codeInHash } from '../lib/record-file';
import { useRecordContent } from '../lib/record-content';
import { ImportQuestion } from './import-question';
import { OpenFile } from './open-file';
import { PrintRecord } from './print-record';
import { RecordSheet } from './record-sheet';

// The QR generator and its dialog, and the toast, come when asked for.
const TransferDialog = retryableLazy(() => import('./transfer-dialog').then((m) => m.TransferDialog));
const Toaster = retryableLazy(() => import('@/components/ui/toaster').then((m) => m.Toaster));

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/** «Моя стежка»: the student's record in this browser, to print, move to another device, or fill from a link. */
export function RecordPage() {
  const content = useRecordContent();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const code = codeInHash(hash);
  const read = useMemo(() => (code === null ? null : decodeRecord(code)), [code]);
  const [left, setLeft] = useState<ReadonlySet<Part>>(new Set());
  const [transferring, setTransferring] = useState(false);
  const [moved, setMoved] = useState(false);

  const leaveLink = (changed: boolean) => {
    setMoved(changed);
    void navigate(paths.record.href(), { replace: true });
  };
  const present = content ? PARTS.filter((part) => hasPart(content, part)) : [];
  const chosen = new Set(present.filter((part) => !left.has(part)));
  const shown = content && chosenContent(content, chosen);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:p-0">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Моя стежка</h1>
        <p className="mt-3 text-lg text-slate-700">
          Усе твоє зі Стежки на одній сторінці: результат тесту, інтереси, збережені професії й&nbsp;позначені кроки
          кар’єрних карт. Це зберігається лише в&nbsp;цьому браузері й нікуди не надсилається, а&nbsp;облікових
          записів у&nbsp;нас немає. Аркуш можна надрукувати й показати батькам, а&nbsp;посиланням перенести все на
          інший пристрій.
        </p>
        <div className="mt-6 space-y-4" aria-live="polite">
          {read?.kind === 'record' && content && <ImportQuestion link={read.content} onDone={leaveLink} />}
          {read && read.kind !== 'record' && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-bad-link="">
              {read.kind === 'newer'
                ? 'Це посилання створила новіша версія Стежки: онови сторінку, коли буде інтернет, і відкрий його знову. Тут нічого не змінено.'
                : 'Посилання пошкоджене: у ньому бракує знаків або є зайві. Тут нічого не змінено.'}
            </p>
          )}
          {moved && (
            <p className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-moved="">
              Готово: «Мою стежку» перенесено в цей браузер.
            </p>
          )}
        </div>
      </div>
      {content && present.length === 0 && <Empty onCode={(found) => void navigate(paths.record.href(found))} />}
      {content && present.length > 0 && shown && (
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
            <Button size="lg" onClick={() => window.print()} disabled={chosen.size === 0}>
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
            <RecordSheet content={shown} detail={0} />
            {chosen.size === 0 && <p className="text-slate-700">Познач вище, що показати.</p>}
          </div>
          <PrintRecord content={shown} />
          {transferring && (
            <Suspense>
              <TransferDialog
                link={`${window.location.origin}${paths.record.href(encodeRecord(shown))}`}
                onClose={() => setTransferring(false)}
              />
              <Toaster />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}

function Empty({ onCode }: { onCode: (code: string) => void }) {
  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-5" data-record-empty="">
      <h2 className="text-xl font-bold">Тут поки порожньо</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          <Link to={paths.quiz.href()} className={LINK}>
            Пройди тест
          </Link>{' '}
          і натисни «Додати до „Моєї стежки“» під результатом.
        </li>
        <li>
          <Link to={paths.interests.href()} className={LINK}>
            Визнач свої інтереси
          </Link>
          : профіль з’явиться тут сам.
        </li>
        <li>Натисни «Зберегти» біля професії, яка тебе зацікавила.</li>
        <li>Познач зроблені кроки на кар’єрній карті професії.</li>
      </ul>
      <p className="mt-4 text-slate-700">Якщо «Моя стежка» вже є в тебе в іншому браузері, перенеси її посиланням або файлом:</p>
      <div className="mt-3">
        <OpenFile onCode={onCode} />
      </div>
    </section>
  );
}
