import { useEffect, useRef } from 'react';

/**
 * A ref for a `<NativeDialog>` that is open, as a modal, for as long as its component is mounted:
 * the component is the dialog's state, so whoever renders it opens it and unmounting closes it.
 */
export function useShownModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);
  return dialog;
}
