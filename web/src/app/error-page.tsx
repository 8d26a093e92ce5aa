import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { claimReload, isChunkLoadError } from '@/lib/chunk-error';

/** The addresses this document claimed its one reload for. */
const reloading = new Set<string>();

/**
 * Whether this document reloads `href`: the claim is made once, and said again to every render
 * that asks (React may render an error boundary's page more than once before it shows one).
 */
function reloads(href: string): boolean {
  if (!reloading.has(href) && claimReload(href)) reloading.add(href);
  return reloading.has(href);
}

/**
 * Uncaught rendering errors land here; the heading is the specification's. A page whose script
 * is gone because a new version was deployed is not an error: the page is loaded afresh once.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const [reload] = useState(() => isChunkLoadError(error) && reloads(window.location.href));
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  if (reload) return null;

  const detail = error instanceof Error ? error.message : null;

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <h1 lang="en" className="text-3xl font-bold">
        Unexpected Application Error!
      </h1>
      <p className="mt-4 text-slate-700">Щось пішло не так. Спробуй оновити сторінку або повернутися на головну.</p>
      {detail && (
        <pre className="mt-6 max-w-full overflow-x-auto rounded-lg bg-slate-100 px-4 py-3 text-left text-sm whitespace-pre-wrap text-slate-700">
          {detail}
        </pre>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Оновити сторінку</Button>
        <ButtonLink to={paths.home.href()} variant="outline" reloadDocument>
          На головну
        </ButtonLink>
      </div>
    </section>
  );
}
