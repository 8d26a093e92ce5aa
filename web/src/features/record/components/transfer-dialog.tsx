import { Button } from '@/components/ui/button';
import { QrCodeDialog } from '@/components/ui/qr-code-dialog';
import { paths } from '@/config/paths';
import { encodeRecord, RECORD_LINK_MAX_BYTES, type RecordContent } from '@/lib/record/record-link';
import { shareLink } from '@/lib/share-link';
import { recordFileName, recordFileText } from '../lib/record-file';

/** Downloads the record as a small text file with its link (no request: a blob made here). */
function saveFile(link: string) {
  const url = URL.createObjectURL(new Blob([recordFileText(link)], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = recordFileName(new Date());
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** «Перенести на інший пристрій»: the record's link as a QR code, to copy, and as a file. */
export function TransferDialog({ content, onClose }: { content: RecordContent; onClose: () => void }) {
  const link = `${window.location.origin}${paths.record.href(encodeRecord(content))}`;
  return (
    <QrCodeDialog
      id="record-transfer"
      title="Перенести на інший пристрій"
      text={
        <>
          Наведи на код камеру іншого телефона або надішли посилання собі. Коли відкриєш його, Стежка покаже, що
          в&nbsp;ньому, і&nbsp;спитає, перш ніж щось змінити.
        </>
      }
      code={link}
      codeLabel="QR-код посилання на «Мою стежку»"
      closeLabel="Готово"
      onClose={onClose}
    >
      {new TextEncoder().encode(link).length > RECORD_LINK_MAX_BYTES && (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-link-long="">
          Пройдених кроків так багато, що QR-код може не зчитатися з&nbsp;екрана. Надішли посилання або збережи файл.
          Можна й&nbsp;перенести не все: закрий це вікно й&nbsp;зніми позначку біля непотрібної частини.
        </p>
      )}
      <p className="mt-3 text-sm break-all text-slate-700" data-record-link="">
        {link}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        У посиланні лише те, що вибрано на сторінці «Моя стежка», імені в ньому немає. Його вміст не потрапляє на сервер
        Стежки, навіть коли посилання відкривають.
      </p>
      <div className="mt-4 grid gap-2">
        <Button
          variant="outline"
          size="lg"
          onClick={() =>
            void shareLink({
              url: link,
              title: 'Моя стежка',
              text: '«Моя стежка» зі Стежки: відкрий, щоб перенести її на цей пристрій',
              copied: {
                title: 'Посилання скопійовано',
                description: 'Відкрий його на іншому пристрої, і Стежка спитає, що перенести.',
              },
            })
          }
        >
          Надіслати посилання
        </Button>
        <Button variant="outline" size="lg" onClick={() => saveFile(link)}>
          Зберегти файл
        </Button>
      </div>
    </QrCodeDialog>
  );
}
