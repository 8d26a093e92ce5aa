import { lazy, Suspense } from 'react';
import { MARKS_KEY } from '@/lib/roadmap-marks/marks-key';
import { useHydrated } from '@/lib/use-hydrated';

const ContinueList = lazy(() => import('./continue-list'));

function hasStoredMarks(): boolean {
  try {
    return localStorage.getItem(MARKS_KEY) !== null;
  } catch {
    return false;
  }
}

const FOR_EVERYONE = (
  <p className="text-sm text-slate-600">
    Без реєстрації. Позначай пройдені кроки на кар’єрній карті&nbsp;— вони збережуться в цьому браузері.
  </p>
);

/**
 * A line of fixed height under the hero's buttons: for a student with marks on this device, links
 * back to the roadmaps in progress («Продовжити: Інженер-програміст — 5 з 15»); for everybody else,
 * what the roadmaps offer. The same height either way, so the page never shifts (CLS 0); the
 * list's code and the roadmaps' texts load only for a student who has marks.
 */
export function ContinueSlot() {
  const withMarks = useHydrated() && hasStoredMarks();
  return (
    <div className="mt-6 flex h-14 items-center">
      {withMarks ? (
        <Suspense fallback={FOR_EVERYONE}>
          <ContinueList fallback={FOR_EVERYONE} />
        </Suspense>
      ) : (
        FOR_EVERYONE
      )}
    </div>
  );
}
