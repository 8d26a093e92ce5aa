import { useRef, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import type { AddProfessionDialogProps } from './add-profession-dialog';

const loadDialog = () => import('./add-profession-dialog');
/** The dialog's code, and Firebase with the visitor's state. */
const loadDialogAndAuth = () =>
  Promise.all([loadDialog(), import('@/features/auth/auth-store').then((auth) => auth.loadAuth())]);
/** About to open: fetch it all ahead of the click. */
const preload = () => void loadDialogAndAuth().catch(() => {});

/**
 * 'Додати професію' on /search. Only this button is in the page's first load; the dialog,
 * the form and Firebase load when it is first pointed at, focused or clicked. If the dialog's
 * code can't arrive (offline, or a deploy removed it), a message offers a retry.
 */
export function AddProfessionButton() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<ComponentType<AddProfessionDialogProps> | 'failed' | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = () => {
    setOpen(true);
    loadDialogAndAuth().then(
      ([module]) => setDialog(() => module.AddProfessionDialog),
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
