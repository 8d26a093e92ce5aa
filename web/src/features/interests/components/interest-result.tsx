import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { PrintAddress } from '@/components/ui/print-address';
import { QrIcon } from '@/components/ui/qr-icon';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { paths } from '@/config/paths';
import { encodeScores } from '@/lib/interests/interest-code';
import { bestProfessions } from '@/lib/interests/match';
import type { InterestScores } from '@/lib/interests/scores';
import { strongestTypes } from '@/lib/interests/strongest';
import { shareLink } from '@/lib/share-link';
import { useInterestTable } from '@/lib/interests/use-interest-table';
import { AboutResult, HonestyLead } from './about-result';
import { MatchedProfessions } from './matched-professions';
import { ScoreChart } from './score-chart';
import { StrongestTypes } from './strongest-types';

interface InterestResultProps {
  scores: InterestScores;
  /** Opened from a shared link rather than just given. */
  shared?: boolean;
  /** The quiz result's code the page was reached with (`#q=`), to compare. */
  quizCode?: string | null;
  /** Own result: back to the statements to change answers. */
  onReview?: () => void;
  /** Own result answered under an earlier statement set (docs/decisions/0039). */
  earlierSet?: boolean;
  /** Own result: «Почати заново» (asks first). */
  onRestart?: () => void;
}

// What only some visits need comes when needed: the QR generator with its dialog, the toast with
// the first share, the quiz's rule with a quiz result to compare (the JavaScript budget, 0025).
const ShareCodeDialog = retryableLazy(() => import('./share-code-dialog').then((m) => m.ShareCodeDialog));
const Toaster = retryableLazy(() => import('@/components/ui/toaster').then((m) => m.Toaster));
const QuizComparison = retryableLazy(() => import('./quiz-comparison').then((m) => m.QuizComparison));

/** The six scores as a picture and numbers, the strongest types, the professions, what it all is. */
export function InterestResult({
  shared = false,
  quizCode = null,
  onReview,
  onRestart,
  earlierSet = false,
  scores,
}: InterestResultProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [showingCode, setShowingCode] = useState(false);
  const [shareAsked, setShareAsked] = useState(false);
  const strongest = strongestTypes(scores);
  const letters = strongest.kind === 'types' ? strongest.types.map((t) => t.type) : [];
  const table = useInterestTable();
  const matches =
    strongest.kind === 'types' && table.kind === 'ready' ? bestProfessions(scores, letters, table.data) : null;
  const link = `${window.location.origin}${paths.interests.href({ shared: encodeScores(scores)! })}`;

  // It takes the place of the statements (or of the first one, from a link): say so.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="interests-result-heading" data-interests-result="">
      <h1
        id="interests-result-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 rounded-md text-3xl font-bold tracking-tight text-balance focus-visible:outline-none sm:text-4xl print:text-2xl"
      >
        {shared ? 'Профіль інтересів, яким із тобою поділилися' : 'Твої інтереси'}
      </h1>
      <p className="mt-3 text-lg text-slate-700 print:mt-1 print:text-sm">
        {shared
          ? 'Шість чисел — по одному на кожен тип інтересів за Голландом. Що більше число, то більше людині до душі заняття цього типу. Посилання містить лише ці числа.'
          : 'Шість чисел — по одному на кожен тип інтересів за Голландом. Що більше число, то більше тобі до душі заняття цього типу.'}{' '}
        Це не оцінка й&nbsp;не міра здібностей: число показує лише, наскільки подобаються такі заняття.
      </p>
      <HonestyLead />
      {earlierSet && (
        <p className="mt-3 rounded-lg bg-brand-50 px-4 py-3 text-slate-800 print:hidden" data-earlier-set="">
          Цей профіль складено з&nbsp;твоїх попередніх відповідей; відтоді ми замінили частину занять новими. Числа
          лишилися такими, як були. Щоб оновити профіль, дай відповідь на нові заняття.
        </p>
      )}
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 print:mt-2 print:p-2 print:text-sm">
        <ScoreChart scores={scores} strongest={letters} />
      </div>
      <StrongestTypes strongest={strongest} shared={shared} />
      {strongest.kind === 'types' && <MatchedProfessions table={table} matches={matches} shared={shared} />}
      {quizCode && table.kind === 'ready' && (
        <Suspense>
          <QuizComparison code={quizCode} table={table.data} matches={matches} />
        </Suspense>
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap print:hidden">
        {shared && (
          <ButtonLink to={paths.interests.href()} size="lg">
            Пройти «Мої інтереси»
          </ButtonLink>
        )}
        <Button
          variant={shared ? 'outline' : 'default'}
          size="lg"
          onClick={() => {
            setShareAsked(true);
            void shareLink({
              url: link,
              title: 'Мої інтереси на Стежці',
              text: 'Мій профіль інтересів і професії, з якими варто познайомитися ближче:',
              copied: {
                title: 'Посилання скопійовано',
                description: 'За ним відкриється той самий результат: у посиланні лише шість чисел.',
              },
            });
          }}
        >
          Поділитися результатом
        </Button>
        <Button variant="outline" size="lg" aria-haspopup="dialog" onClick={() => setShowingCode(true)}>
          <QrIcon />
          QR-код
        </Button>
        <Button variant="outline" size="lg" onClick={() => window.print()}>
          Надрукувати
        </Button>
        {!shared && (
          <ButtonLink to={paths.record.href()} size="lg" variant="outline">
            Відкрити «Мою стежку»
          </ButtonLink>
        )}
        {onReview && (
          <Button variant="outline" size="lg" onClick={onReview}>
            {earlierSet ? 'Відповісти на нові заняття' : 'Змінити відповіді'}
          </Button>
        )}
        {onRestart && (
          <Button variant="ghost" size="lg" aria-haspopup="dialog" onClick={onRestart}>
            Почати заново
          </Button>
        )}
      </div>
      <AboutResult />
      <PrintAddress label="Посилання на цей результат" href={link} />
      <Suspense>
        {showingCode && <ShareCodeDialog link={link} onClose={() => setShowingCode(false)} />}
        {shareAsked && <Toaster />}
      </Suspense>
    </section>
  );
}
