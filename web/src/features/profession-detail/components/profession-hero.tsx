import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { KeepButton } from '@/components/record/keep-button';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { Profession } from '@/data/types';
import { sizedImageUrl } from '@/lib/image-url';
import { paths } from '@/config/paths';

/** The top of a detail page, from the list data: it shows at once, before the detail texts load. */
export function ProfessionHero({ profession }: { profession: Profession }) {
  const { title, nameUk, description, category, growth, image } = profession;
  return (
    <section
      aria-labelledby="profession-title"
      className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-slate-50 print:border-b-2 print:border-slate-900"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-8 md:grid-cols-[3fr_2fr] md:py-12 print:block print:px-0 print:pt-0 print:pb-4">
        <div>
          <Link
            to={paths.search.href()}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-brand-800 underline-offset-4 hover:underline print:hidden"
          >
            <span aria-hidden="true">←</span> Усі професії
          </Link>
          <div className="mt-5 print:mt-0">
            <Badge variant="secondary">{category}</Badge>
          </div>
          <h1
            id="profession-title"
            lang="en"
            className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl print:mt-2 print:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-1 text-xl font-semibold text-brand-800">{nameUk}</p>
          <p className="mt-4 max-w-prose text-lg leading-relaxed text-slate-700 print:mt-2 print:max-w-none print:text-base">
            {description}
          </p>
          <dl className="mt-5 flex items-center gap-2 print:mt-2">
            <dt className="text-sm font-medium text-slate-700">Попит</dt>
            <dd>
              <Badge variant="accent">{growth}</Badge>
            </dd>
          </dl>
          {/* The spec gives this button no behaviour yet. */}
          <div className="mt-7 flex flex-wrap items-center gap-3 print:hidden">
            <Button size="lg">Почни вчитись вже зараз</Button>
            <KeepButton id={profession.id} name={nameUk} className="h-12 px-5 text-base" />
          </div>
        </div>
        <FallbackImage
          src={sizedImageUrl(image, 800)}
          alt=""
          width={800}
          height={600}
          fetchPriority="high"
          className="aspect-[4/3] w-full rounded-2xl object-cover shadow-lg print:hidden"
        />
      </div>
    </section>
  );
}
