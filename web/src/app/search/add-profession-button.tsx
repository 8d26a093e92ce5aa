import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const loadDialog = () => import('./add-profession-dialog');
/** The dialog's code, and Firebase with the visitor's state. */
const loadDialogAndAuth = () =>
  Promise.all([loadDialog(), import('@/features/auth/auth-store').then((auth) => auth.loadAuth())]);
/** About to open: fetch it all ahead of the click. */
const preload = () => void loadDialogAndAuth().catch(() => {});

/** On first open, the dialog shows once both have arrived. */
const AddProfessionDialog = lazy(() => loadDialogAndAuth().then(([module]) => ({ default: module.AddProfessionDialog })));

/**
 * 'Додати професію' on /search. Only this button is in the page's first load; the dialog,
 * the form and Firebase load when it is first pointed at, focused or clicked.
 */
export function AddProfessionButton() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Додати професію
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <AddProfessionDialog open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      )}
    </>
  );
}
