import { LoadFailed } from '@/components/ui/load-failed';
import type { SchoolSubject, SubjectsTable } from '@/data/types';
import type { SubjectsChoice } from '@/lib/subjects/choice-format';
import { leaningClusters } from '@/lib/subjects/leaning';
import { matchProfessions } from '@/lib/subjects/match';
import type { DataFileState } from '@/lib/use-data-file';
import { resultLine } from '../lib/words';
import { AfterGrade9 } from './after-grade9';
import { MatchedList } from './matched-list';

const NONE = 'Познач предмети, які тобі подобаються, — і тут з’являться професії, для яких вони знадобляться.';
const ALL =
  'Тобі подобаються всі предмети — чудово! Але тоді вони вже не підказують, які професії тобі ближчі: залиш позначки лише біля найулюбленіших.';

/**
 * The result of the choice: its one line in a live region, so a screen reader hears it as the
 * boxes change, then the professions and the way after grade 9.
 */
export function SubjectsResult({
  subjects,
  choice,
  table,
}: {
  subjects: readonly SchoolSubject[];
  choice: SubjectsChoice;
  table: DataFileState<SubjectsTable>;
}) {
  const result =
    table.kind === 'ready' ? matchProfessions(subjects, table.data.professions, choice.liked, choice.hard) : null;
  const likedAny = subjects.some((s) => choice.liked.includes(s.id));
  const line =
    !likedAny || result?.kind === 'none'
      ? NONE
      : result?.kind === 'all'
        ? ALL
        : result?.kind === 'professions'
          ? resultLine(result.matches.length, result.fewer)
          : '';
  return (
    <section aria-labelledby="subjects-result-heading" className="mt-10" data-subjects-result="">
      <h2 id="subjects-result-heading" className="text-2xl font-bold tracking-tight">
        Професії, для яких знадобляться твої улюблені предмети
      </h2>
      <div aria-live="polite" className="mt-2">
        <p className="text-slate-800" data-subjects-line="">
          {line}
        </p>
      </div>
      {likedAny && table.kind === 'loading' && <p className="mt-2 text-slate-700">Завантажуємо список професій…</p>}
      {likedAny && table.kind === 'failed' && <LoadFailed retry={table.retry} />}
      {result?.kind === 'professions' && (
        <>
          <MatchedList matches={result.matches} subjects={subjects} />
          <AfterGrade9 clusters={leaningClusters(subjects, choice.liked)} />
        </>
      )}
    </section>
  );
}
