import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { hasPart, PARTS } from '../lib/parts';
import { codeInHash } from '../lib/record-code-in';
import { useRecordContent } from '../lib/record-content';
import { useReadLink } from '../lib/use-read-link';

// What only a filled record or a link needs comes with it: an empty record's first load stays small.
const RecordView = retryableLazy(() => import('./record-view').then((m) => m.RecordView));
const ImportQuestion = retryableLazy(() => import('./import-question').then((m) => m.ImportQuestion));
// And what only an empty record, or a link that can't be read, needs comes with it.
const EmptyRecord = retryableLazy(() => import('./empty-record').then((m) => m.EmptyRecord));
const BadLink = retryableLazy(() => import('./bad-link').then((m) => m.BadLink));

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/**
 * «Моя стежка»: the student's record in this browser, to print, move to another device, or fill
 * from a link. Prerendered without anyone's record, so what it holds appears after hydration:
 * below the introduction, in a page at least a screen tall, so that nothing in view moves.
 */
export function RecordPage() {
  const content = useRecordContent();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const code = codeInHash(hash);
  const read = useReadLink(code);
  const [moved, setMoved] = useState(false);
  // The question goes once answered: focus moves to what says so, or back to the page's title.
  const focusPending = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  // Once the link has left the address (a render later than the answer).
  useEffect(() => {
    if (!focusPending.current || read) return;
    focusPending.current = false;
    (done.current ?? heading.current)?.focus();
  });

  const leaveLink = (changed: boolean) => {
    setMoved(changed);
    focusPending.current = true;
    void navigate(paths.record.href(), { replace: true });
  };
  const present = content ? PARTS.filter((part) => hasPart(content, part)) : [];

  return (
    <div className="mx-auto min-h-[calc(100dvh-4rem)] max-w-3xl px-4 py-10 sm:py-14 print:min-h-0 print:p-0">
      <div className="print:hidden">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none sm:text-4xl">
          Моя стежка
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Твої результати зі Стежки на одній сторінці: результат тесту, інтереси, збережені професії, пройдені кроки
          й&nbsp;улюблені предмети. Вони зберігаються лише в&nbsp;цьому браузері й нікуди не надсилаються,
          а&nbsp;реєструватися не треба. Цю сторінку можна надрукувати й показати батькам, а&nbsp;посиланням, QR-кодом
          чи файлом — перенести на інший пристрій. Якщо очистити дані браузера, усе зникне, тож збережи посилання або
          файл.
        </p>
        <p className="mt-3 text-slate-700">
          Від улюблених шкільних предметів до професій веде сторінка{' '}
          <Link to={paths.subjects.href()} className={LINK}>
            «Мої предмети»
          </Link>
          . Позначені там предмети з’являться тут у&nbsp;частині «Після 9 класу» разом зі шляхами до збережених професій
          і&nbsp;запитаннями, які варто поставити в&nbsp;ліцеї чи коледжі.
        </p>
        <div className="mt-6 space-y-4" aria-live="polite">
          {read?.kind === 'record' && content && (
            <Suspense>
              <ImportQuestion link={read.content} onDone={leaveLink} />
            </Suspense>
          )}
          {read?.kind === 'failed' && <LoadFailed retry={() => window.location.reload()} />}
          {(read?.kind === 'damaged' || read?.kind === 'newer') && (
            <Suspense>
              <BadLink newer={read.kind === 'newer'} />
            </Suspense>
          )}
          {moved && !read && (
            <p ref={done} tabIndex={-1} className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-moved="">
              Готово: «Мою стежку» перенесено в цей браузер.
            </p>
          )}
        </div>
      </div>
      {content && present.length === 0 && (
        <Suspense>
          <EmptyRecord onCode={(found) => void navigate(paths.record.href(found))} />
        </Suspense>
      )}
      {content && present.length > 0 && (
        <Suspense>
          <RecordView content={content} present={present} />
        </Suspense>
      )}
    </div>
  );
}
