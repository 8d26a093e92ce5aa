import { Button } from '@/components/ui/button';
import { dataAttr, ROADMAP_DOM, type MarksWarning } from '@/lib/roadmap-marks/roadmap-dom';
import { uk } from '@/lib/typeset';
import { stepsWord } from '@/lib/steps-word';
import { NativeDialog } from '@/components/ui/native-dialog';
import { TransferButton } from './transfer-button';

interface RoadmapProgressProps {
  id: string;
  professionId: string;
  /** The profession's Ukrainian name, for the sentences that name the roadmap. */
  nameUk: string;
  total: number;
}

/**
 * «Пройдено N з M кроків» with a bar, the two actions and the lines that say when storage let
 * the student down. Numbers and lines are filled in by lib/roadmap-marks (see RoadmapCard).
 * The reset question is a native dialog: its «Скинути» closes it with the value `reset`,
 * which lib/roadmap-marks acts on, so it works before hydration too.
 */
export function RoadmapProgress({ id, professionId, nameUk, total }: RoadmapProgressProps) {
  const resetId = `${id}-reset`;
  return (
    <div className="rounded-lg border border-slate-200 p-3 sm:p-4 print:border-0 print:p-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" aria-atomic="true" className="font-semibold text-slate-900 tabular-nums">
          Пройдено{' '}
          <span {...dataAttr(ROADMAP_DOM.marksDone)} suppressHydrationWarning>
            0
          </span>
          {/* The count the early script writes keeps to «з». */}
          &nbsp;{uk`з\u00A0${total} ${stepsWord(total)}`}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <TransferButton professionId={professionId} nameUk={nameUk} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            commandfor={resetId}
            command="show-modal"
            aria-haspopup="dialog"
          >
            Скинути прогрес
          </Button>
        </div>
      </div>
      <progress
        {...dataAttr(ROADMAP_DOM.marksProgress)}
        max={total}
        value={0}
        aria-hidden="true"
        className="level-bar mt-3 h-2 print:hidden"
      />
      <p
        {...dataAttr(ROADMAP_DOM.marksWarning, 'refused' satisfies MarksWarning)}
        hidden
        className="mt-3 text-sm text-amber-900"
      >
        Цей браузер не дозволяє зберегти позначки: вони залишаться, лише доки відкрита ця вкладка.
      </p>
      <p
        {...dataAttr(ROADMAP_DOM.marksWarning, 'unreadable' satisfies MarksWarning)}
        hidden
        className="mt-3 text-sm text-amber-900"
      >
        Не вдалося прочитати попередній прогрес, збережений у цьому браузері. Ми зберегли його окремо й&nbsp;нічого не
        видалили. Нові позначки зберігаються як зазвичай.
      </p>
      <p
        {...dataAttr(ROADMAP_DOM.marksWarning, 'outdated' satisfies MarksWarning)}
        hidden
        className="mt-3 text-sm text-amber-900"
      >
        Інша вкладка щойно записала позначки, яких ця сторінка не може прочитати: мабуть, там відкрита новіша версія
        Стежки. Щоб нічого не зіпсувати, ця вкладка їх не змінює, тож нові позначки тут не збережуться. Онови сторінку.
      </p>
      <ResetDialog id={resetId} nameUk={nameUk} />
    </div>
  );
}

function ResetDialog({ id, nameUk }: { id: string; nameUk: string }) {
  return (
    <NativeDialog id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="max-w-[425px]">
      <form method="dialog" className="grid gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Скинути прогрес?
        </h2>
        <p id={`${id}-text`} className="text-slate-700">
          {uk`Усі позначки на карті «${nameUk}» зникнуть із цього пристрою. Повернути їх не вийде.`}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit" variant="outline" value="cancel">
            Скасувати
          </Button>
          <Button type="submit" value="reset">
            Скинути
          </Button>
        </div>
      </form>
    </NativeDialog>
  );
}
