import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { useShownModal } from '@/components/ui/use-shown-modal';
import { QrCode } from '@/components/ui/qr-code';
import { paths } from '@/config/paths';

/** The site's address as a large QR code, for students to open Стежка while there is a connection. */
export function SiteCode({ onClose }: { onClose: () => void }) {
  const dialog = useShownModal();
  const address = `${window.location.origin}${paths.home.href()}`;
  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby="site-code-title"
      aria-describedby="site-code-text"
      onClose={onClose}
      className="max-w-[28rem]"
    >
      <div className="text-center">
        <h2 id="site-code-title" className="text-xl leading-tight font-bold">
          Відкрийте Стежку на телефоні
        </h2>
        <p id="site-code-text" className="mt-2 text-slate-700">
          Наведіть камеру телефона на код і&nbsp;відкрийте посилання. Не закривайте сайт хоча б хвилину, щоб він устиг
          зберегтися на телефоні: тоді він працюватиме й&nbsp;без інтернету.
        </p>
        <QrCode
          text={address}
          label={`QR-код адреси ${address}`}
          className="mx-auto mt-5 w-full max-w-[20rem] rounded-md"
        />
        <p className="mt-3 font-mono text-lg font-semibold break-all">{address}</p>
        <form method="dialog" className="mt-5">
          <Button type="submit" size="lg" className="w-full">
            Закрити
          </Button>
        </form>
      </div>
    </NativeDialog>
  );
}
