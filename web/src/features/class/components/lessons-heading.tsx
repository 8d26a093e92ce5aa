import type { ReactNode, RefObject } from 'react';
import { ArrowRightIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/**
 * The top of a view opened from the list of lessons (one lesson, several together, a course's
 * start and end): the way back to the list, and the heading that takes focus when the view opens.
 */
export function LessonsHeading({
  headingRef,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <>
      <p className="print:hidden">
        <ButtonLink to={paths.classroom.href()} variant="ghost" size="sm" className="-ml-3">
          <ArrowRightIcon className="rotate-180" />
          Усі уроки
        </ButtonLink>
      </p>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-2 scroll-mt-24 rounded-md text-3xl font-bold tracking-tight text-balance focus-visible:outline-none sm:text-4xl"
      >
        {children}
      </h1>
    </>
  );
}
