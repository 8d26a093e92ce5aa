import { QrCodeDialog } from '@/components/ui/qr-code-dialog';

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
  return (
    <QrCodeDialog
      id="teacher-code"
      title="Покажи цей код учителю"
      text={
        <>
          Учитель наведе на нього камеру. Зроби екран якомога яскравішим. Якщо камера не впорається, продиктуй літери
          й&nbsp;цифри під ним.
        </>
      }
      code={link}
      codeLabel="QR-код твого результату"
      closeLabel="Готово"
      onClose={onClose}
    >
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
        {withInterests && ' У QR-коді є ще й шість чисел твого профілю інтересів.'} Імені в&nbsp;ньому немає.
      </p>
    </QrCodeDialog>
  );
}
