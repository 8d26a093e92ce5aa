import { useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import type { AddProfessionDialogProps } from './add-profession-dialog';
import { reloadable } from '@/lib/chunk-error';

const loadDialog = reloadable(() => import('./add-profession-dialog'));
/** About to open: fetch the dialog's code and Firebase with the visitor's state ahead of the click. */
const preload = () => {
  void loadDialog().catch(() => {});
  void import('@/features/auth/auth-store').then((auth) => auth.loadAuth()).catch(() => {});
};

/**
 * 'Додати професію' on /search. Only this button is in the page's first load; the dialog,
 * the form and Firebase load when it is first pointed at, focused or clicked. The dialog opens
 * as soon as its own code is there, without waiting for Firebase: it says at once when sign-in
 * needs the internet, and its button waits for Firebase by itself. If the dialog's code can't
 * arrive (offline, or a deploy removed it), a message offers a retry.
 */
export function AddProfessionButton() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<ComponentType<AddProfessionDialogProps> | 'failed' | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    loadDialog().then(
      (module) => setDialog(() => module.AddProfessionDialog),
      () => setDialog('failed'),
    );
  };
  const Dialog = typeof dialog === 'function' ? dialog : null;

  return (
    <>
      <Button ref={button} aria-haspopup="dialog" onPointerEnter={preload} onFocus={preload} onClick={show}>
        Додати професію
      </Button>
      {dialog === 'failed' && <LoadFailed retry={show} />}
      {Dialog && <Dialog open={open} onOpenChange={setOpen} returnFocusTo={button} />}
    </>
  );
}
