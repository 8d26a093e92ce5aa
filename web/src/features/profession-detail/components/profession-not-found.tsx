import { ButtonLink } from '@/components/ui/button-link';
import { SearchIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';

/** docs/product.md#detail-page: unknown ids, built-ins without detail and professions added in this tab. */
export function ProfessionNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span
        aria-hidden="true"
        className="flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 [&_svg]:size-8"
      >
        <SearchIcon />
      </span>
      <h1 lang="en" className="mt-6 text-3xl font-bold text-slate-900">
        Profession Not Found
      </h1>
      <p lang="en" className="mt-3 text-slate-700">
        The profession you're looking for doesn't exist or has been moved.
      </p>
      <p className="mt-2 text-slate-600">Для цієї професії поки немає сторінки. Переглянь інші в каталозі.</p>
      <ButtonLink to={paths.search.href()} lang="en" className="mt-8">
        Browse All Professions
      </ButtonLink>
    </section>
  );
}
