import { QrCodeDialog } from '@/components/ui/qr-code-dialog';

/** The result's link as a QR code, for another phone to open the same result. */
export function ShareCodeDialog({ link, onClose }: { link: string; onClose: () => void }) {
  return (
    <QrCodeDialog
      id="interests-code"
      title="QR-код цього результату"
      text={
        <>
          Наведи на нього камеру іншого телефона: відкриється той самий результат. У&nbsp;коді лише шість чисел, імені
          немає.
        </>
      }
      code={link}
      codeLabel="QR-код посилання на результат"
      closeLabel="Готово"
      onClose={onClose}
    />
  );
}
