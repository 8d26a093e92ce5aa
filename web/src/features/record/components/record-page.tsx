import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { paths } from '@/config/paths';
import { LoadFailed } from '@/components/ui/load-failed';
import { hasPart, PARTS } from '../lib/parts';
import { codeInHash } from '../lib/record-file';
import { useRecordContent } from '../lib/record-content';
import { useReadLink } from '../lib/use-read-link';
import { OpenFile } from './open-file';

// What only a filled record or a link needs comes with it: an empty record's first load stays small.
const RecordView = retryableLazy(() => import('./record-view').then((m) => m.RecordView));
const ImportQuestion = retryableLazy(() => import('./import-question').then((m) => m.ImportQuestion));

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
          Твої результати зі Стежки на одній сторінці: результат тесту, інтереси, збережені професії й&nbsp;пройдені
          кроки. Вони зберігаються лише в&nbsp;цьому браузері й нікуди не надсилаються, а&nbsp;реєструватися не треба.
          Цю сторінку можна надрукувати й показати батькам, а&nbsp;посиланням, QR-кодом чи файлом — перенести на інший
          пристрій. Якщо очистити дані браузера, усе зникне, тож збережи посилання або файл.
        </p>
        <p className="mt-3 text-slate-700">
          Від улюблених шкільних предметів до професій веде сторінка{' '}
          <Link to={paths.subjects.href()} className={LINK}>
            «Мої предмети»
          </Link>
          .
        </p>
        <div className="mt-6 space-y-4" aria-live="polite">
          {read?.kind === 'record' && content && (
            <Suspense>
              <ImportQuestion link={read.content} onDone={leaveLink} />
            </Suspense>
          )}
          {read?.kind === 'failed' && <LoadFailed retry={() => window.location.reload()} />}
          {(read?.kind === 'damaged' || read?.kind === 'newer') && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-900" data-bad-link="">
              {read.kind === 'newer'
                ? 'Це посилання створила новіша версія Стежки: онови сторінку, коли буде інтернет, і відкрий його знову. Тут нічого не змінено.'
                : 'Посилання пошкоджене: у ньому бракує знаків або є зайві. Тут нічого не змінено.'}
            </p>
          )}
          {moved && !read && (
            <p ref={done} tabIndex={-1} className="rounded-lg border border-brand-200 bg-brand-50 p-4" data-moved="">
              Готово: «Мою стежку» перенесено в цей браузер.
            </p>
          )}
        </div>
      </div>
      {content && present.length === 0 && <Empty onCode={(found) => void navigate(paths.record.href(found))} />}
      {content && present.length > 0 && (
        <Suspense>
          <RecordView content={content} present={present} />
        </Suspense>
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
          і натисни «Додати результат до „Моєї стежки“».
        </li>
        <li>
          <Link to={paths.interests.href()} className={LINK}>
            Пройди «Мої інтереси»
          </Link>
          : результат з’явиться тут сам.
        </li>
        <li>На сторінці професії чи в результатах тесту натисни «Зберегти професію».</li>
        <li>Познач пройдені кроки на сторінці професії.</li>
      </ul>
      <p className="mt-4 text-slate-700">
        Якщо «Моя стежка» вже є в тебе в іншому браузері, відкрий її там і натисни «Перенести на інший пристрій». А
        збережений раніше файл можна відкрити тут:
      </p>
      <div className="mt-3">
        <OpenFile onCode={onCode} />
      </div>
    </section>
  );
}
