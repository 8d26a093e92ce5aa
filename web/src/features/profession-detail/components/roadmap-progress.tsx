import { Button } from '@/components/ui/button';
import { stepsWord } from '../lib/steps-word';
import { NativeDialog } from '@/components/ui/native-dialog';
import { TransferButton } from './transfer-button';

interface RoadmapProgressProps {
  id: string;
  professionId: string;
  title: string;
  total: number;
}

/**
 * «Пройдено N з M кроків» with a bar, the two actions and the lines that say when storage let
 * the student down. Numbers and lines are filled in by lib/roadmap-marks (see RoadmapCard).
 * The reset question is a native dialog: its «Скинути» closes it with the value `reset`,
 * which lib/roadmap-marks acts on, so it works before hydration too.
 */
export function RoadmapProgress({ id, professionId, title, total }: RoadmapProgressProps) {
  const resetId = `${id}-reset`;
  return (
    <div className="rounded-lg border border-slate-200 p-3 sm:p-4 print:border-0 print:p-0">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p aria-live="polite" aria-atomic="true" className="font-semibold text-slate-900 tabular-nums">
          Пройдено{' '}
          <span data-marks-done="" suppressHydrationWarning>
            0
          </span>{' '}
          з&nbsp;{total} {stepsWord(total)}
        </p>
        <div className="flex flex-wrap gap-2 print:hidden">
          <TransferButton professionId={professionId} title={title} />
          <Button type="button" variant="ghost" size="sm" commandfor={resetId} command="show-modal" aria-haspopup="dialog">
            Скинути прогрес
          </Button>
        </div>
      </div>
      <progress data-marks-progress="" max={total} value={0} aria-hidden="true" className="level-bar mt-3 h-2 print:hidden" />
      <p data-marks-warning="refused" hidden className="mt-3 text-sm text-amber-900">
        Цей браузер не дає зберегти позначки: вони діятимуть, доки відкрита ця вкладка, а&nbsp;після її закриття зникнуть.
      </p>
      <p data-marks-warning="unreadable" hidden className="mt-3 text-sm text-amber-900">
        Не вдалося прочитати попередній прогрес, збережений на цьому пристрої. Ми відклали його окремо й&nbsp;нічого не стерли,
        а&nbsp;нові позначки зберігаються як звичайно.
      </p>
      <ResetDialog id={resetId} title={title} />
    </div>
  );
}

function ResetDialog({ id, title }: { id: string; title: string }) {
  return (
    <NativeDialog id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="max-w-[425px]">
      <form method="dialog" className="grid gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold">
          Скинути прогрес?
        </h2>
        <p id={`${id}-text`} className="text-slate-700">
          Усі позначки на карті «<span lang="en">{title}</span>» зникнуть із цього пристрою. Повернути їх не вийде.
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
