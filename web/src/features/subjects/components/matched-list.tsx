import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { SchoolSubject } from '@/data/types';
import type { SubjectsMatch } from '@/lib/subjects/match';
import { inSentence } from '@/lib/subjects/leaning';
import { hardNote } from '../lib/words';

/**
 * The professions, best first: each its name (a link to its page), its line, the liked subjects it
 * shares and, for each subject marked hard it relies on, that it can be pulled up. Never a fit
 * label or a percentage: the order is all the rule says.
 */
export function MatchedList({
  matches,
  subjects,
}: {
  matches: readonly SubjectsMatch[];
  subjects: readonly SchoolSubject[];
}) {
  const nameOf = (id: string) => subjects.find((s) => s.id === id)?.name ?? id;
  return (
    <ol className="mt-4 grid gap-3" data-subjects-matches="">
      {matches.map(({ profession, shared, hard }) => (
        <li
          key={profession.id}
          className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
          data-profession={profession.id}
        >
          <Link
            to={paths.profession.href(profession.id)}
            className="text-lg font-semibold text-brand-800 underline underline-offset-4"
          >
            {profession.name}
          </Link>
          {profession.line && <p className="mt-1 text-slate-700">{profession.line}</p>}
          <p className="mt-2 text-sm font-medium text-slate-800" data-shared-subjects="">
            З твоїх улюблених предметів: {shared.map((id) => inSentence(nameOf(id))).join(', ')}.
          </p>
          {hard.map((id) => (
            <p key={id} className="mt-1 text-sm text-slate-700" data-hard-note={id}>
              {hardNote(nameOf(id))}
            </p>
          ))}
        </li>
      ))}
    </ol>
  );
}
