import { QrCodeDialog } from '@/components/ui/qr-code-dialog';
import { OFFLINE_READY_START } from '@/config/offline-ready-text';
import { paths } from '@/config/paths';

/** The site's address as a large QR code, for students to open Стежка while there is a connection. */
export function SiteCode({ onClose }: { onClose: () => void }) {
  const address = `${window.location.origin}${paths.home.href()}`;
  return (
    <QrCodeDialog
      id="site-code"
      title="Відкрийте Стежку на телефоні"
      text={
        <>
          Наведіть камеру телефона на код і&nbsp;відкрийте посилання. Не закривайте сайт, доки внизу сторінки не
          з’явиться рядок «{OFFLINE_READY_START}»: тоді він працюватиме й&nbsp;без інтернету.
        </>
      }
      code={address}
      codeLabel={`QR-код адреси ${address}`}
      closeLabel="Закрити"
      large
      onClose={onClose}
    >
      <p className="mt-3 font-mono text-lg font-semibold break-all">{address}</p>
    </QrCodeDialog>
  );
}
