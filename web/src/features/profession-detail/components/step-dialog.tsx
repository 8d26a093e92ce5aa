import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { STEP_TIPS } from '@/data/step-tips';
import { CheckIcon } from './detail-icons';

interface StepDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  phaseNumber: number;
  phase: string;
  step: string;
  /** Where focus goes when the dialog closes: the step that opened it. */
  returnFocusTo: HTMLElement;
}

/** docs/product.md#detail-page: titled with the phase, the step's text and the four tips; 500 px wide. */
export default function StepDialog({ open, onOpenChange, phaseNumber, phase, step, returnFocusTo }: StepDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        width={500}
        onCloseAutoFocus={(event) => {
          // The dialog has no Radix trigger (it is opened from any step), so hand focus back ourselves.
          event.preventDefault();
          returnFocusTo.focus();
        }}
      >
        <DialogHeader>
          <p className="text-sm font-semibold text-brand-800">Етап {phaseNumber}</p>
          <DialogTitle>{phase}</DialogTitle>
        </DialogHeader>
        <DialogDescription className="rounded-lg bg-brand-50 px-4 py-3 text-brand-900">{step}</DialogDescription>
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
        <DialogFooter>
          <DialogClose asChild>
            <Button>Зрозуміло</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
