import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { useShownModal } from '@/components/ui/use-shown-modal';
import { QrCode } from '@/components/ui/qr-code';

export interface TeacherCodeProps {
  /** The result's share link with the tag: what the QR code holds. */
  link: string;
  /** The tagged code in capitals, to read out: `1ACBDD-4821`. */
  spoken: string;
  /** The QR code also carries the student's interest scores (decision 0033); the code read out never does. */
  withInterests?: boolean;
  onClose: () => void;
}

/**
 * The result for the adviser: a QR code of the result's own link (a phone's camera app opens the
 * student's three professions; the adviser's /class page counts it) and the same code in large
 * letters to read out. Nothing is sent anywhere: the adviser's device reads the screen.
 */
export function TeacherCode({ link, spoken, withInterests = false, onClose }: TeacherCodeProps) {
  const dialog = useShownModal();

  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby="teacher-code-title"
      aria-describedby="teacher-code-text"
      onClose={onClose}
      className="max-w-[26rem]"
    >
      <div className="text-center">
        <h2 id="teacher-code-title" className="text-xl leading-tight font-bold">
          Покажи цей код учителю
        </h2>
        <p id="teacher-code-text" className="mt-2 text-slate-700">
          Учитель наведе на нього камеру. Зроби екран якомога яскравішим. Якщо камера не впорається, продиктуй літери
          й&nbsp;цифри під ним.
        </p>
        <QrCode text={link} label="QR-код твого результату" className="mx-auto mt-5 w-full max-w-[18rem] rounded-md" />
        <p className="mt-4 text-sm text-slate-600">Код результату</p>
        <p className="font-mono text-4xl font-bold tracking-widest text-slate-900">
          <span data-teacher-code="" aria-hidden="true">
            {spoken}
          </span>
          {/* Letter by letter, as the student would read it out. */}
          <span className="sr-only">{spoken.split('').join(' ')}</span>
        </p>
        <p className="mt-3 text-sm text-slate-600" data-teacher-code-note="">
          У&nbsp;коді записано твої п’ять відповідей і&nbsp;випадкові цифри після дефіса, щоб тебе не зарахували двічі.
          {withInterests && ' У QR-коді є ще й шість чисел твого профілю інтересів.'} Імені в&nbsp;ньому немає.
        </p>
        <form method="dialog" className="mt-5">
          <Button type="submit" size="lg" className="w-full">
            Готово
          </Button>
        </form>
      </div>
    </NativeDialog>
  );
}
