import { TYPE_MAX_SCORE } from '@/data/interests';
import { INTEREST_TYPES } from '@/data/interest-types';
import { RIASEC, type Riasec } from '@/data/profession-interests';
import { cn } from '@/lib/cn';
import type { InterestScores } from '@/lib/interests/scores';

/**
 * The six scores as bars of our own SVG, each beside its number in text: a screen reader reads
 * the list in order («Практичний, R: 12 з 24»); the bars are only for the eye. The bar is filled
 * and its track only outlined, both in `currentColor`, so they stay apart in forced colours and
 * print as drawn.
 */
export function ScoreChart({ scores, strongest }: { scores: InterestScores; strongest: readonly Riasec[] }) {
  return (
    <ul className="grid gap-2.5" data-score-chart="">
      {RIASEC.map((type, i) => {
        const score = scores[i]!;
        const strong = strongest.includes(type);
        return (
          <li key={type} className="grid grid-cols-[9.5rem_1fr_auto] items-center gap-3 sm:grid-cols-[11rem_1fr_auto]">
            <span className={cn('text-slate-800', strong && 'font-semibold text-slate-900')}>
              {INTEREST_TYPES[type].name} <span className="text-slate-600">({type})</span>
            </span>
            <svg
              aria-hidden="true"
              viewBox={`0 0 ${TYPE_MAX_SCORE} 4`}
              preserveAspectRatio="none"
              className="h-5 w-full"
            >
              <rect
                x="0.05"
                y="0.05"
                width={TYPE_MAX_SCORE - 0.1}
                height="3.9"
                fill="none"
                stroke="currentColor"
                strokeWidth="0.1"
                vectorEffect="non-scaling-stroke"
                className="text-slate-400"
              />
              <rect
                width={score}
                height="4"
                fill="currentColor"
                className={strong ? 'text-brand-700' : 'text-brand-300 forced-colors:text-[CanvasText]'}
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
