import { useEffect, useRef } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/** A shared link this version can't read: one clear line, the way in, and nothing stored is touched. */
export function DamagedLink() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="interests-damaged-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h1
        id="interests-damaged-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 rounded-md text-2xl font-bold tracking-tight text-balance focus-visible:outline-none sm:text-3xl"
      >
        Не вдалося відкрити профіль інтересів
      </h1>
      <p className="mt-3 text-lg text-slate-700" data-damaged-link="">
        Посилання пошкоджене або не з&nbsp;цього сайту: попроси надіслати його ще раз.
      </p>
      <ButtonLink to={paths.interests.href()} size="lg" className="mt-6">
        Пройти «Мої інтереси»
      </ButtonLink>
    </section>
  );
}
