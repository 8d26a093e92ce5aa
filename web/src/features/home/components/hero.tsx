import { Link } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button-link';
import { ArrowRightIcon, CompassIcon } from '@/components/ui/icons';
import { FallbackImage } from '@/components/ui/fallback-image';
import { HERO_IMAGE } from '@/config/images';
import { paths } from '@/config/paths';
import { NBSP } from '@/lib/typeset';
import { ContinueSlot } from './continue-slot';

export function Hero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-slate-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-2 md:py-20">
        {/* min-w-0: the «Продовжити» row scrolls inside the column instead of widening it. */}
        <div className="min-w-0">
          <h1 className="text-4xl leading-tight font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {/* «до» keeps to its word, as in the social image (scripts/make-og-image.mjs); two-letter
                words are outside the typesetting rules, so the space is placed here by hand. */}
            Знайди свою стежку до{NBSP}професії мрії
          </h1>
          <p className="mt-5 max-w-prose text-lg text-slate-700">
            Пройди короткий тест, подивися, з яких професій почати знайомство, і&nbsp;склади план&nbsp;— від шкільної
            парти до першої роботи.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ButtonLink to={paths.quiz.href()} size="lg">
              <CompassIcon />
              Пройти тест
            </ButtonLink>
            <ButtonLink to={paths.interests.href()} size="lg" variant="outline">
              Мої інтереси
            </ButtonLink>
            <ButtonLink to={paths.subjects.href()} size="lg" variant="outline">
              Мої предмети
            </ButtonLink>
            <ButtonLink to={paths.search.href()} size="lg" variant="outline">
              Переглянути професії
              <ArrowRightIcon />
            </ButtonLink>
          </div>
          <p className="mt-4 text-slate-700">
            Усе, що ти зберігаєш, зібрано в{NBSP}
            <Link to={paths.record.href()} className="font-semibold text-brand-800 underline underline-offset-4">
              «Моїй стежці»
            </Link>{' '}
            і зберігається лише в цьому браузері. Звідти його можна надрукувати для батьків або перенести на інший
            пристрій.
          </p>
          <ContinueSlot />
        </div>
        <FallbackImage
          src={HERO_IMAGE}
          alt="Старшокласники разом працюють над проєктом за ноутбуком"
          width={960}
          height={640}
          fetchPriority="high"
          className="aspect-[3/2] w-full rounded-2xl object-cover shadow-xl"
        />
      </div>
    </section>
  );
}
