import { use, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PROFESSION_DETAIL_LOADERS } from '@/data/profession-details';
import { BUILT_IN_PROFESSIONS } from '@/data/professions';
import { paths } from '@/config/paths';
import { marksStore } from '@/lib/roadmap-marks/marks-store';
import { countDone } from '@/lib/roadmap-marks/marks-format';
import { ArrowRightIcon } from '@/components/ui/icons';
import { uk } from '@/lib/typeset';

/** Every roadmap's step ids, loaded once (the detail texts are cached by the service worker). */
const roadmapSteps = Promise.all(
  Object.entries(PROFESSION_DETAIL_LOADERS).map(async ([id, load]) => {
    const { default: detail } = await load();
    return [id, detail.roadmap.flatMap((phase) => phase.steps.map((step) => step.id))] as const;
  }),
);

/** The roadmaps this student has marks on, most marked first, as links back to them. */
export default function ContinueList({ fallback }: { fallback: ReactNode }) {
  const store = marksStore();
  const marks = useSyncExternalStore(store.subscribe, store.all);
  const inProgress = use(roadmapSteps)
    .map(([id, steps]) => ({ id, done: countDone(marks[id] ?? [], steps), total: steps.length }))
    .filter(({ done }) => done > 0)
    .sort((a, b) => b.done / b.total - a.done / a.total);
  if (inProgress.length === 0) return fallback;
  return (
    <nav aria-label="Мої кар’єрні карти" className="-mx-1 flex max-w-full gap-2 overflow-x-auto px-1 py-1">
      {inProgress.map(({ id, done, total }) => (
        <Link
          key={id}
          to={paths.profession.href(id)}
          className="inline-flex h-10 shrink-0 items-center gap-2 rounded-full border border-brand-200 bg-white px-3 text-[0.8125rem] font-semibold text-brand-900 shadow-sm hover:bg-brand-50 sm:px-4 sm:text-sm"
        >
          <span>{uk`Продовжити: ${BUILT_IN_PROFESSIONS.find((p) => p.id === id)?.nameUk ?? id}\u00A0— ${done} з\u00A0${total}`}</span>
          <ArrowRightIcon className="hidden size-4 sm:block" />
        </Link>
      ))}
    </nav>
  );
}
