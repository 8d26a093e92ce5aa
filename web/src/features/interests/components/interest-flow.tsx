import { startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { INTEREST_STATEMENTS } from '@/data/interests';
import { finishedScores, isFinished } from '@/lib/interests/answers-format';
import { interestsStore } from '@/lib/interests/answers-store';
import { uk } from '@/lib/typeset';
import { useInterestProgress } from '@/lib/interests/use-interest-progress';
import { move, type FlowMove } from '../lib/flow';
import { StatementForm } from './statement-form';

// Fetched near the end, so it is in place when the last answer is given.
const loadResult = () => import('./interest-result');
const InterestResult = retryableLazy(() => loadResult().then((m) => m.InterestResult));
// The confirmation comes when asked for.
const ConfirmDialog = retryableLazy(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

/** How many statements before the end the result's chunk is fetched. */
const PREFETCH_BEFORE_END = 6;

/** The statements one at a time, kept in this browser as the student goes, then the result. */
export function InterestFlow({ quizCode }: { quizCode: string | null }) {
  const progress = useInterestProgress();
  const heading = useRef<HTMLHeadingElement>(null);
  // Set by a move, so focus follows a change of statement but not the first load or a resume.
  const moved = useRef(false);
  const [confirming, setConfirming] = useState(false);
  const finished = isFinished(progress);

  useEffect(() => {
    if (progress.at >= INTEREST_STATEMENTS.length - PREFETCH_BEFORE_END) loadResult().catch(() => {});
  }, [progress.at]);

  useEffect(() => {
    if (moved.current && !finished) heading.current?.focus();
    moved.current = false;
  }, [progress.at, finished]);

  const go = (action: FlowMove) => {
    moved.current = action.type !== 'answer';
    startTransition(() => interestsStore().update((current) => move(current, action)));
  };
  const restart = confirming && (
    <Suspense>
      <ConfirmDialog
        title="Почати заново?"
        text={
          (progress.received
            ? 'Профіль, перенесений сюди з іншого пристрою, буде стерто з цього браузера, і ти почнеш із першого заняття.'
            : 'Усі твої відповіді в цьому браузері буде стерто, і ти почнеш із першого заняття.') +
          ' Профіль зникне й з «Моєї стежки», доки ти не відповіси знову.'
        }
        confirm="Стерти й почати заново"
        onConfirm={() => go({ type: 'restart' })}
        onClose={() => setConfirming(false)}
      />
    </Suspense>
  );

  if (finished)
    return (
      <Suspense>
        <InterestResult
          scores={finishedScores(progress)!}
          quizCode={quizCode}
          // Scores brought from another device have no answers to go back to.
          onReview={progress.received ? undefined : () => go({ type: 'review' })}
          earlierSet={progress.set !== undefined}
          onRestart={() => setConfirming(true)}
        />
        {restart}
      </Suspense>
    );

  const started = progress.answers.some((a) => a !== null);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Мої інтереси</h1>
      <div className="mb-8">
        <p className="mt-3 text-lg text-slate-700">
          {uk`Тут ${INTEREST_STATEMENTS.length} занять.`} Про кожне скажи, наскільки тобі подобається таке робити. Якщо
          чогось іще не доводилося пробувати, просто уяви. Це займе хвилини чотири, а&nbsp;відповіді залишаться лише
          в&nbsp;цьому браузері.
        </p>
        {quizCode && (
          <p className="mt-2 text-lg text-slate-700" data-comparison-ahead="">
            Наприкінці побачиш, чи збігаються професії, які порадив тест, із&nbsp;професіями за твоїми інтересами.
          </p>
        )}
        {progress.renew && (
          <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-slate-800" data-renew="">
            Поки тебе не було, ми замінили частину занять новими. Дай відповідь на них&nbsp;— решта твоїх відповідей
            збереглася.
          </p>
        )}
      </div>
      <StatementForm
        statement={INTEREST_STATEMENTS[progress.at]!}
        index={progress.at}
        total={INTEREST_STATEMENTS.length}
        answer={progress.answers[progress.at] ?? null}
        headingRef={heading}
        onMove={go}
      />
      {started && (
        <p className="mt-6">
          <Button variant="ghost" onClick={() => setConfirming(true)} aria-haspopup="dialog">
            Почати заново
          </Button>
        </p>
      )}
      {restart}
    </>
  );
}
