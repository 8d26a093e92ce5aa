import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { useShownModal } from '@/components/ui/use-shown-modal';

interface ConfirmDialogProps {
  title: string;
  text: string;
  /** The confirming button's words, e.g. «Видалити». */
  confirm: string;
  onConfirm: () => void;
  /** Called when the dialog closes, confirmed or not. */
  onClose: () => void;
}

/** «Are you sure?» before anything is deleted (a lesson, the interest answers): a native modal dialog, open while mounted. */
export function ConfirmDialog({ title, text, confirm, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useShownModal();
  const id = useId();
  return (
    <NativeDialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={() => {
        if (dialog.current?.returnValue === 'confirm') onConfirm();
        onClose();
      }}
      className="max-w-[440px]"
    >
      <h2 id={`${id}-title`} className="text-xl leading-tight font-bold">
        {title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-slate-700">
        {text}
      </p>
      <form method="dialog" className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* The safe answer first in the tab order and focused on opening. */}
        <Button type="submit" value="cancel" variant="outline" autoFocus>
          Скасувати
        </Button>
        <Button type="submit" value="confirm" className="bg-red-700 hover:bg-red-800">
          {confirm}
        </Button>
      </form>
    </NativeDialog>
  );
}
