import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { STEP_TIPS } from '@/data/step-tips';
import type { RoadmapStep } from '@/data/types';
import { dataAttr, ROADMAP_DOM } from '@/lib/roadmap-marks/roadmap-dom';
import { uk } from '@/lib/typeset';
import { CheckIcon } from './detail-icons';
import { NativeDialog } from '@/components/ui/native-dialog';

interface StepDialogProps {
  id: string;
  phaseNumber: number;
  phase: string;
  step: RoadmapStep;
}

/**
 * docs/product.md#detail-page: titled with the phase, the step's text and the four tips; 500 px wide.
 *
 * A native modal <dialog>, opened by its step's button through `commandfor` (no script): it
 * works the moment the page is painted, before — or without — hydration. The browser traps
 * focus, closes it on Escape (and, with `closedby="any"`, on a click outside) and gives focus
 * back to the step. The buttons close it through `<form method="dialog">`, also scriptless.
 * Its checkbox is the step's second one (same `data-step`): lib/roadmap-marks keeps both alike.
 */
export function StepDialog({ id, phaseNumber, phase, step }: StepDialogProps) {
  return (
    <NativeDialog id={id} aria-labelledby={`${id}-title`} aria-describedby={`${id}-step`} className="max-w-[500px]">
      <form method="dialog" className="grid gap-4">
        <div className="flex flex-col gap-1.5 pr-8">
          <p className="text-sm font-semibold text-brand-800">{uk`Етап ${phaseNumber}`}</p>
          <h2 id={`${id}-title`} className="text-xl leading-tight font-bold text-slate-900">
            {phase}
          </h2>
        </div>
        <p id={`${id}-step`} className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {step.text}
        </p>
        <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50">
          <input
            type="checkbox"
            {...dataAttr(ROADMAP_DOM.step, step.id)}
            className="size-5 shrink-0 cursor-pointer accent-brand-700"
          />
          Крок пройдено
        </label>
        <div>
          <h3 className="font-semibold text-slate-900">Як пройти цей крок</h3>
          <ul className="mt-3 grid gap-2.5">
            {STEP_TIPS.map((tip) => (
              <li key={tip} className="flex gap-3 text-sm text-slate-700">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {tip}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="submit">Зрозуміло</Button>
        </div>
        <Tooltip content="Закрити" side="left" describes={false} wrapperClassName="absolute top-3 right-3">
          <button
            type="submit"
            className="inline-flex size-9 items-center justify-center rounded-md text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            <CloseIcon className="size-5" />
            <span className="sr-only">Закрити</span>
          </button>
        </Tooltip>
      </form>
    </NativeDialog>
  );
}
