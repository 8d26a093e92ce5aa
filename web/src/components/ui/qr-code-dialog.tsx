import type { ReactNode } from 'react';
import { Button } from './button';
import { NativeDialog } from './native-dialog';
import { QrCode } from './qr-code';
import { useShownModal } from './use-shown-modal';

interface QrCodeDialogProps {
  /** What the title's and the text's ids start with. */
  id: string;
  title: string;
  /** What to do with the code, read out as the dialog's description. */
  text: ReactNode;
  /** What the QR code holds, and its name for a screen reader. */
  code: string;
  codeLabel: string;
  /** Under the code: the same in letters, or what it holds. */
  children?: ReactNode;
  closeLabel: string;
  /** A larger code, for a camera across a classroom. */
  large?: boolean;
  onClose: () => void;
}

/** A QR code in a modal dialog, for another device's camera; it is shown as soon as it mounts. */
export function QrCodeDialog({
  id,
  title,
  text,
  code,
  codeLabel,
  children,
  closeLabel,
  large,
  onClose,
}: QrCodeDialogProps) {
  const dialog = useShownModal();
  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className={large ? 'max-w-[28rem]' : 'max-w-[26rem]'}
    >
      <div className="text-center">
        <h2 id={`${id}-title`} className="text-xl leading-tight font-bold">
          {title}
        </h2>
        <p id={`${id}-text`} className="mt-2 text-slate-700">
          {text}
        </p>
        <QrCode
          text={code}
          label={codeLabel}
          className={`mx-auto mt-5 w-full rounded-md ${large ? 'max-w-[20rem]' : 'max-w-[18rem]'}`}
        />
        {children}
        <form method="dialog" className="mt-5">
          <Button type="submit" size="lg" className="w-full">
            {closeLabel}
          </Button>
        </form>
      </div>
    </NativeDialog>
  );
}
