import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { retryableLazy } from '@/components/ui/retryable-lazy';
import { Quiz } from '@/features/quiz/components/quiz';
import { readShareHash } from '@/lib/quiz-code/share-code';
import { useHydrated } from '@/lib/use-hydrated';
import type { RouteHandle } from '@/lib/page-meta';
import { reloadable } from '@/lib/chunk-error';

// Only a share link needs it (a fragment, so never on the prerendered page).
const loadSharedResult = reloadable(() => import('@/features/quiz/components/shared-result'));
const SharedResult = retryableLazy(() => loadSharedResult().then((m) => m.SharedResult));

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Тест на профорієнтацію',
    description: 'П’ять запитань про те, що тобі до душі, — і три професії, з яких варто почати знайомство.',
  }),
};

export function Component() {
  // A fresh visit to /quiz (say, the header's «Пройти тест» on the results) starts a fresh quiz.
  const { key, hash } = useLocation();
  // A shared result lives in the fragment (`/quiz#r=1abcda`), which the prerendered page
  // can't know: hydrate the first question as prerendered, then show the result.
  const hydrated = useHydrated();
  const shared = hydrated ? readShareHash(hash) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      {shared ? (
        <Suspense>
          <SharedResult key={key} answers={shared.answers} />
        </Suspense>
      ) : (
        <Quiz key={key} />
      )}
    </div>
  );
}
