import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NextSteps } from '@/data/types';

/** The professions whose O*NET interest scores are most alike, each a link to its page (decision 0044). */
export function SimilarPart({ similar }: { similar: NextSteps['similar'] }) {
  return (
    <>
      <p>За даними O*NET, ці професії найбільше схожі на цю: вони підходять людям із&nbsp;подібними інтересами.</p>
      <ul className="mt-3 grid gap-3">
        {similar.map((p) => (
          <li key={p.id} data-similar={p.id}>
            <Link
              to={paths.profession.href(p.id)}
              className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {p.nameUk}
            </Link>
            <span className="block text-sm text-slate-700">{p.line}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
