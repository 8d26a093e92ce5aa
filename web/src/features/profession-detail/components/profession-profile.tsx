import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { NBSP } from '@/lib/typeset';
import type { ProfileOnScreen } from '@/data/profiles-file';
import type { RelatedProfession } from '../lib/known-profession';
import { NextSteps, type NextPart } from './next/next-steps';

/** A next-steps part framed as a section of the profile, under a heading of the given level. */
function profileFrame(Heading: 'h3' | 'h4') {
  const [space, heading, body] =
    Heading === 'h3'
      ? ['mt-6', 'text-lg font-semibold text-slate-900', 'mt-2']
      : ['mt-3', 'font-semibold text-slate-900', 'mt-1'];
  return function ProfileFrame({ part, title, children }: { part: NextPart; title: string; children: ReactNode }) {
    return (
      <section aria-labelledby={`next-${part}`} className={space} data-next-part={part}>
        <Heading id={`next-${part}`} className={heading}>
          {title}
        </Heading>
        <div className={body}>{children}</div>
      </section>
    );
  };
}
const ProfileSection = profileFrame('h3');
const ProfileSubsection = profileFrame('h4');

const LINK = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

interface ProfessionProfileProps {
  professionId: string;
  profile: ProfileOnScreen;
  related: RelatedProfession | null;
}

/**
 * The whole profile of a profession without a detail page (product.md, "Every profession
 * explained"), under the not-found screen's own lines: what the work is, its next steps (the
 * school subjects, what to do now, the way after grade 9, the professions alike: decision 0044),
 * the way in after school, the specialties of the 2024 list, a fact, a close catalogue
 * profession and the sources. Dated once, for all of it (copy review 4, E2). The one line the
 * result card shows is not repeated here: the work says the same at length (review 4, A1).
 */
export function ProfessionProfile({ professionId, profile, related }: ProfessionProfileProps) {
  return (
    <article
      aria-labelledby="profile-heading"
      className="mt-6 w-full rounded-xl border border-slate-200 bg-white p-5 text-left text-slate-700"
      data-profession-profile=""
    >
      <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
        Що це за робота
      </h2>
      <p className="mt-2">{profile.work}</p>

      {profile.next && (
        <NextSteps
          professionId={professionId}
          next={profile.next}
          Frame={ProfileSection}
          parts={['subjects', 'now']}
          dated={false}
        />
      )}

      <h3 className="mt-6 text-lg font-semibold text-slate-900">Шлях до професії</h3>
      {profile.next && (
        <NextSteps
          professionId={professionId}
          next={profile.next}
          Frame={ProfileSubsection}
          parts={['afterGrade9']}
          dated={false}
        />
      )}
      {/* Not «після 11 класу»: with the reform, today's 8th-graders finish school after grade 12. */}
      <h4 className="mt-4 font-semibold text-slate-900">Після закінчення школи</h4>
      <p className="mt-1">{profile.afterSchool}</p>

      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        {profile.specialties.length === 1 ? 'Спеціальність' : 'Спеціальності'}
      </h3>
      <ul className="mt-2 space-y-1" data-specialties="">
        {profile.specialties.map((specialty) => (
          <li key={specialty.code}>
            {/* Each code keeps to its name, the field letter to its word and name (review 4, T1). */}
            <span className="font-semibold">{specialty.code}</span>&nbsp;«{specialty.name}», галузь знань{NBSP}
            {specialty.field}&nbsp;«{specialty.fieldName}»
          </li>
        ))}
      </ul>

      {profile.fact && (
        <p className="mt-5">
          <span className="font-semibold text-slate-900">Варто знати:</span> {profile.fact}
        </p>
      )}

      {profile.next && (
        <NextSteps
          professionId={professionId}
          next={profile.next}
          Frame={ProfileSection}
          parts={['similar']}
          dated={false}
        />
      )}

      {related &&
        (related.detailed ? (
          <p className="mt-5">
            Схожий шлях має професія «
            <Link to={paths.profession.href(related.id)} className={LINK}>
              {related.nameUk}
            </Link>
            »: на її сторінці є кар’єрна карта з&nbsp;кроками від навчання до роботи.
          </p>
        ) : (
          <p className="mt-5">
            Схожа професія в&nbsp;каталозі Стежки:{' '}
            <Link to={paths.search.href(related.nameUk)} className={LINK}>
              {related.nameUk}
            </Link>
            .
          </p>
        ))}

      <p className="mt-5 text-sm text-slate-600" data-profile-date="">
        Усе, що тут написано про професію,&nbsp;— станом на 2026&nbsp;рік.
      </p>
      <h3 className="mt-2 text-sm font-semibold text-slate-900">Джерела</h3>
      <ul className="mt-1 space-y-1 text-sm break-all">
        {profile.sources.map((url) => (
          <li key={url}>
            <a href={url} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
              {url.replace(/^https?:\/\//, '')}
            </a>
          </li>
        ))}
      </ul>
    </article>
  );
}
