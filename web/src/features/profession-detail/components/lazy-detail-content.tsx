import { lazy, use } from 'react';
import { hasTransfer } from '@/lib/roadmap-marks/transfer-fragment';

/**
 * The detail page's body (TanStack Query, the texts, the roadmap) as a lazy component: render it
 * inside <Suspense>. The prerender waits for it, so the HTML is complete.
 */
export const LazyProfessionDetailContent = lazy(() => import('../profession-detail-content'));

/** Marks the element around the body, so a visitor's first move inside it can be noticed. */
export const DETAIL_BODY_ATTRIBUTE = 'data-detail-body';

let intent: Promise<void> | null = null;

/**
 * Resolves at the visitor's first sign of using the body of a prerendered detail page: a
 * pointer over it, a touch or focus inside it. Listens on the window in the capture phase,
 * because React stops the propagation of events aimed at HTML it has not hydrated yet.
 */
function untilIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    // A link carrying roadmap marks asks its question at once (import-question.tsx).
    if (hasTransfer(location.hash)) return resolve();
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    const listener = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(`[${DETAIL_BODY_ATTRIBUTE}]`)) return;
      for (const type of events) window.removeEventListener(type, listener, true);
      resolve();
    };
    for (const type of events) window.addEventListener(type, listener, { capture: true, passive: true });
  });
  return intent;
}

interface ProfessionDetailBodyProps {
  id: string;
  /**
   * On the prerendered page: keep the server's HTML as it is (its links are links, its roadmap
   * steps open native dialogs) and hydrate it only once the visitor reaches into it, so a
   * visitor who reads or uses only the hero never downloads TanStack Query and the texts.
   */
  deferHydration: boolean;
}

/** Same component tree on the server and in the browser, so React can hydrate it later. */
export function ProfessionDetailBody({ id, deferHydration }: ProfessionDetailBodyProps) {
  if (deferHydration) use(untilIntent());
  return <LazyProfessionDetailContent id={id} />;
}
