import { useEffect } from 'react';
import { ClassPage } from '@/features/class/components/class-page';
import type { RouteHandle } from '@/lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Урок із класом',
    description:
      'Для кар’єрного радника: учні проходять тест на своїх телефонах, а ви збираєте їхні результати в підсумок класу. Під час уроку не потрібні ні інтернет, ні реєстрація, ні імена.',
  }),
};

/**
 * The camera is allowed by /class's own Permissions-Policy header (decision 0017); a
 * document first loaded at another address keeps that page's `camera=()` however the app then
 * navigates. So /class reached inside the app (a link, back and forward) is loaded as a document
 * of its own; links to it say `reloadDocument` to skip the extra render.
 */
function useOwnDocument() {
  useEffect(() => {
    const [loaded] = performance.getEntriesByType('navigation');
    if (loaded && new URL(loaded.name).pathname !== window.location.pathname) window.location.reload();
  }, []);
}

export function Component() {
  useOwnDocument();
  return <ClassPage />;
}
