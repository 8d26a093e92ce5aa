import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

export function Component() {
  const { pathname } = useLocation();

  // docs/product.md#screens-and-routes: the missed path is logged, so it shows up in the console and in error tracking.
  useEffect(() => {
    console.error('404: сторінки не існує:', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 lang="en" className="mt-4 text-3xl font-bold">
        Oops! Page not found
      </h1>
      <p className="mt-3 text-slate-700">Схоже, ця стежка нікуди не веде. Такої сторінки немає.</p>
      <ButtonLink to={paths.home.href()} className="mt-8">
        На головну
      </ButtonLink>
    </section>
  );
}
