import { useLocation } from 'react-router-dom';
import { Quiz } from '@/features/quiz/components/quiz';
import { SharedResult } from '@/features/quiz/components/shared-result';
import { readShareHash } from '@/features/quiz/lib/share-code';
import { useHydrated } from '@/lib/use-hydrated';

export function Component() {
  // A fresh visit to /quiz (say, the header's «Пройти тест» on the results) starts a fresh quiz.
  const { key, hash } = useLocation();
  // A shared result lives in the fragment (`/quiz#r=1abcda`), which the prerendered page
  // can't know: hydrate the first question as prerendered, then show the result.
  const hydrated = useHydrated();
  const shared = hydrated ? readShareHash(hash) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      {shared ? <SharedResult key={key} answers={shared.answers} /> : <Quiz key={key} />}
    </div>
  );
}
