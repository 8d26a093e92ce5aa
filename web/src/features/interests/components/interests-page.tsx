import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { readInterestHash } from '@/lib/interests/interest-code';
import { useHydrated } from '@/lib/use-hydrated';
import { InterestFlow } from './interest-flow';

// Only a shared link needs them at once (a fragment, never on the prerendered page): the result,
// or the line that says the link can't be read.
const InterestResult = retryableLazy(() => import('./interest-result').then((m) => m.InterestResult));
const DamagedLink = retryableLazy(() => import('./damaged-link').then((m) => m.DamagedLink));

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
        <Suspense>{read.scores ? <InterestResult key={key} scores={read.scores} shared /> : <DamagedLink />}</Suspense>
      ) : (
        <InterestFlow quizCode={read?.kind === 'quiz' ? read.code : null} />
      )}
    </div>
  );
}
