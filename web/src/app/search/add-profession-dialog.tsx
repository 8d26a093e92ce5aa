import { Suspense, useEffect, type RefObject } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TOAST_REGION_ATTRIBUTE, ToastAnnouncer, Toaster } from '@/components/ui/toaster';
import type { Profession } from '@/data/types';
import { DemoNotice } from '@/features/add-profession/components/demo-notice';
import { loadAuth } from '@/features/auth/auth-store';
import { SignInPanel } from '@/features/auth/components/sign-in-panel';
import { useAuth } from '@/features/auth/use-auth';
import { addProfession, getProfessions } from '@/lib/professions-store';
import { toast } from '@/lib/toast';
import { retryableLazy } from '@/components/ui/retryable-lazy';

// Only a signed-in visitor sees the form: it comes with sign-in, and is left out of the first
// visit's offline copy (decision 0038).
const AddProfessionForm = retryableLazy(() =>
  import('@/features/add-profession/components/add-profession-form').then((m) => m.AddProfessionForm),
);

export interface AddProfessionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog; focus goes back to it on close. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const isTaken = (id: string) => getProfessions().some((p) => p.id === id);

/**
 * The add dialog (docs/product.md#screens-and-routes): sign in with Google first, then the form. Loaded lazily with its
 * toasts, which stay mounted after it closes.
 */
export function AddProfessionDialog({ open, onOpenChange, returnFocusTo }: AddProfessionDialogProps) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';

  // If Firebase failed to load last time, each opening tries again.
  useEffect(() => {
    if (open) void loadAuth();
  }, [open]);

  const add = (profession: Profession) => {
    addProfession(profession);
    onOpenChange(false);
    // After the dialog has gone, so the page's toast area is no longer hidden from screen readers.
    window.setTimeout(() =>
      toast({
        lang: 'en',
        title: 'Profession Added!',
        description: `${profession.title} has been successfully added to the profession list.`,
      }),
    );
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          widthClassName="max-w-[425px]"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          // A click on a toast is not a click outside that should close the dialog.
          onPointerDownOutside={(event) => {
            if ((event.target as Element | null)?.closest(`[${TOAST_REGION_ATTRIBUTE}]`)) event.preventDefault();
          }}
        >
          {signedIn ? (
            <>
              <DialogHeader>
                <DialogTitle>Додати нову професію</DialogTitle>
                <DialogDescription className="sr-only">
                  Заповни назву, опис, категорію й&nbsp;прогноз розвитку професії.
                </DialogDescription>
              </DialogHeader>
              <DemoNotice />
              <Suspense fallback={<p className="text-slate-700">Завантажуємо форму…</p>}>
                <AddProfessionForm isTaken={isTaken} onAdd={add} />
              </Suspense>
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Авторизація через Google</DialogTitle>
                <DialogDescription>
                  Щоб додати професію, увійди через Google. Так ми захищаємо сайт від спаму та зловживань.
                </DialogDescription>
              </DialogHeader>
              <SignInPanel />
            </>
          )}
          <ToastAnnouncer />
        </DialogContent>
      </Dialog>
      <Toaster />
    </>
  );
}
