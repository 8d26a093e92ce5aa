import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { loadAuth } from '@/features/auth/auth-store';

const loadDialog = () => import('./add-profession-dialog');
/** About to open: fetch the dialog and Firebase (with the visitor's state) ahead of the click. */
const preload = () => void Promise.all([loadDialog(), loadAuth()]);

/** The dialog's code, and Firebase with the visitor's state, arrive together on first open. */
const AddProfessionDialog = lazy(() =>
  Promise.all([loadDialog(), loadAuth()]).then(([module]) => ({ default: module.AddProfessionDialog })),
);

/**
 * 'Додати професію' on /search. Only this button is in the page's first load; the dialog,
 * the form and Firebase load when it is first pointed at, focused or clicked — never for a
 * visitor who only browses (a returning signed-in visitor's Firebase comes from the account bar).
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
