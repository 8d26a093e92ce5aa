import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { Profession } from '@/data/types';
import { sizedImageUrl } from '@/lib/image-url';
import { titleLang } from '../lib/title-lang';
import { paths } from '@/config/paths';

/** Cards are at most ~360 CSS px wide; this covers them on 2× screens without wasting data. */
const IMAGE_WIDTH = 640;
const IMAGE_HEIGHT = 400;

interface ProfessionCardProps {
  profession: Profession;
  /** Only the first card's picture is fetched at once; the rest wait until they near the screen. */
  eager?: boolean;
}

/** The whole card is clickable; the link itself is the title, so its name stays short. */
export function ProfessionCard({ profession, eager = false }: ProfessionCardProps) {
  const { title, nameUk, description, category, growth } = profession;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700">
      <FallbackImage
        src={sizedImageUrl(profession.image, IMAGE_WIDTH)}
        alt=""
        width={IMAGE_WIDTH}
        height={IMAGE_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className="aspect-[8/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="mt-3 text-xl leading-tight font-bold text-slate-900">
          <Link
            to={paths.profession.href(profession.id)}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none"
          >
            <span lang={titleLang(title)}>{title}</span>
          </Link>
        </h2>
        {nameUk !== title && <p className="mt-1 font-medium text-brand-800">{nameUk}</p>}
        {/* Shown above the title, read after it: a screen reader starts a card with its name. */}
        <div className="order-first flex flex-wrap gap-2">
          <Badge variant="accent">{growth} попит</Badge>
          <Badge variant="secondary">{category}</Badge>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-slate-700">{description}</p>
      </div>
    </article>
  );
}
