import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { claimReload, isChunkLoadError } from '@/lib/chunk-error';

/**
 * Uncaught rendering errors land here; the heading is the specification's. A page whose script
 * is gone because a new version was deployed is not an error: the page is loaded afresh once.
 */
export function ErrorPage() {
  const error = useRouteError();
  const [reloading] = useState(() => isChunkLoadError(error) && claimReload(window.location.href));
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  if (reloading) return null;

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

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
