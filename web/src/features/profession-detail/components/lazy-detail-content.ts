import { lazy } from 'react';

/**
 * The detail page's body (TanStack Query, the texts, the roadmap) as a lazy component: render it
 * inside <Suspense>. The prerender waits for it, so the HTML is complete; in the browser
 * React keeps that HTML and hydrates it once the chunk and the data have arrived.
 */
export const LazyProfessionDetailContent = lazy(() => import('../profession-detail-content'));
