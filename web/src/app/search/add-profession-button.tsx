import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { wantAuth } from '@/features/auth/auth-hint';

const loadDialog = () => import('./add-profession-dialog');
/** The dialog's code, and Firebase with the visitor's state (the account bar comes along). */
const loadDialogAndAuth = () => {
  wantAuth();
  return Promise.all([loadDialog(), import('@/features/auth/auth-store').then((auth) => auth.loadAuth())]);
};
/** About to open: fetch all of it ahead of the click. */
const preload = () => void loadDialogAndAuth();

/** Arrive together on first open. */
const AddProfessionDialog = lazy(() =>
  loadDialogAndAuth().then(([module]) => ({ default: module.AddProfessionDialog })),
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
