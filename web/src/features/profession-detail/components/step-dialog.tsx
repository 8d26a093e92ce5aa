import { Button } from '@/components/ui/button';
import { CloseIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { STEP_TIPS } from '@/data/step-tips';
import { CheckIcon } from './detail-icons';

interface StepDialogProps {
  id: string;
  phaseNumber: number;
  phase: string;
  step: string;
}

/**
 * docs/product.md#detail-page: titled with the phase, the step's text and the four tips; 500 px wide.
 *
 * A native modal <dialog>, opened by its step's button through `commandfor` (no script): it
 * works the moment the page is painted, before — or without — hydration. The browser traps
 * focus, closes it on Escape (and, with `closedby="any"`, on a click outside) and gives focus
 * back to the step. The buttons close it through `<form method="dialog">`, also scriptless.
 */
export function StepDialog({ id, phaseNumber, phase, step }: StepDialogProps) {
  return (
    <dialog
      id={id}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-step`}
      closedby="any"
      className="fixed inset-0 m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[500px] overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 text-left text-slate-900 shadow-xl backdrop:bg-slate-950/50"
    >
      <form method="dialog" className="grid gap-4">
        <div className="flex flex-col gap-1.5 pr-8">
          <p className="text-sm font-semibold text-brand-800">Етап {phaseNumber}</p>
          <h2 id={`${id}-title`} className="text-xl leading-tight font-bold text-slate-900">
            {phase}
          </h2>
        </div>
        <p id={`${id}-step`} className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">
          {step}
        </p>
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
    </dialog>
  );
}
