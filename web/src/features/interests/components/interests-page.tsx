import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { readInterestHash } from '@/lib/interests/interest-code';
import { useHydrated } from '@/lib/use-hydrated';
import { DamagedLink } from './damaged-link';
import { InterestFlow } from './interest-flow';

// Only a shared link needs it at once (a fragment, never on the prerendered page).
const InterestResult = retryableLazy(() => import('./interest-result').then((m) => m.InterestResult));

/**
 * /interests: the statements one at a time, resumed from this browser, then the result; or a result
 * shared by link (`#i=…`, read only after hydration: the prerendered page is the first statement).
 */
export function InterestsPage() {
  const { hash, key } = useLocation();
  const hydrated = useHydrated();
  const read = hydrated ? readInterestHash(hash) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:py-0">
      {read?.kind === 'shared' ? (
        read.scores ? (
          <Suspense>
            <InterestResult key={key} scores={read.scores} shared />
          </Suspense>
        ) : (
          <DamagedLink />
        )
      ) : (
        <InterestFlow quizCode={read?.kind === 'quiz' ? read.code : null} />
      )}
    </div>
  );
}
