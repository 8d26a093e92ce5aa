import { TYPE_MAX_SCORE } from '@/data/interests';
import { INTEREST_TYPES } from '@/data/interest-types';
import { RIASEC, type Riasec } from '@/data/riasec';
import { cn } from '@/lib/cn';
import type { InterestScores } from '@/lib/interests/scores';

/**
 * The six scores as bars of our own SVG, each beside its number in text: a screen reader reads
 * the list in order («Практичний: 12 з 24»); the bars are only for the eye. No R, I, A… on the
 * student's screen: letters of English names mean nothing there (they stay on /class and in the
 * CSV, for the adviser). The bar is filled
 * and its track only outlined, both in `currentColor`, so they stay apart in forced colours and
 * print as drawn.
 */
export function ScoreChart({ scores, strongest }: { scores: InterestScores; strongest: readonly Riasec[] }) {
  return (
    <ul className="grid gap-3 sm:gap-2.5 print:gap-1" data-score-chart="">
      {RIASEC.map((type, i) => {
        const score = scores[i]!;
        const strong = strongest.includes(type);
        return (
          <li
            key={type}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[11rem_1fr_auto] print:grid-cols-[11rem_1fr_auto]"
          >
            <span className={cn('text-slate-800', strong && 'font-semibold text-slate-900')}>
              {INTEREST_TYPES[type].name}
            </span>
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${TYPE_MAX_SCORE} 4`}
              preserveAspectRatio="none"
              className="order-last col-span-2 h-4 w-full sm:order-none sm:col-span-1 sm:h-5 print:order-none print:col-span-1"
            >
              <rect
                width={TYPE_MAX_SCORE}
                height="4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1"
                vectorEffect="non-scaling-stroke"
                className="text-slate-400"
              />
              <rect
                width={score}
                height="4"
                fill="currentColor"
                className={strong ? 'text-brand-700' : 'text-slate-500 forced-colors:text-[CanvasText]'}
              />
            </svg>
            <span className="text-right font-semibold tabular-nums" data-score={type}>
              {score}
              <span className="font-normal text-slate-600"> з&nbsp;{TYPE_MAX_SCORE}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
