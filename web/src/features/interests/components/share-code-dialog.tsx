import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { QrCode } from '@/components/ui/qr-code';
import { useShownModal } from '@/components/ui/use-shown-modal';

/** The result's link as a QR code, for another phone to open the same result. */
export function ShareCodeDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const dialog = useShownModal();
  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby="interests-code-title"
      aria-describedby="interests-code-text"
      onClose={onClose}
      className="max-w-[26rem]"
    >
      <div className="text-center">
        <h2 id="interests-code-title" className="text-xl leading-tight font-bold">
          QR-код цього результату
        </h2>
        <p id="interests-code-text" className="mt-2 text-slate-700">
          Наведи на нього камеру іншого телефона: відкриється той самий результат. У&nbsp;коді лише шість чисел, імені
          немає.
        </p>
        <QrCode
          text={link}
          label="QR-код посилання на результат"
          className="mx-auto mt-5 w-full max-w-[18rem] rounded-md"
        />
        <form method="dialog" className="mt-5">
          <Button type="submit" size="lg" className="w-full">
            Готово
          </Button>
        </form>
      </div>
    </NativeDialog>
  );
}
