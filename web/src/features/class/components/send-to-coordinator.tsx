import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeDialog } from '@/components/ui/native-dialog';
import { QrCode } from '@/components/ui/qr-code';
import { useShownModal } from '@/components/ui/use-shown-modal';
import { FRAGMENT_KEYS, paths } from '@/config/paths';
import { encodeLesson, LINK_NAME_MAX } from '@/lib/lesson-counts/counts-link';
import { shareLink } from '@/lib/share-link';
import { NBSP } from '@/lib/typeset';
import type { ClassRecord } from '../lib/class-format';
import { lessonCountsOf } from '../lib/lesson-counts-of';

/**
 * The longest link shown as a QR code: at 375 px the dialog draws the code 288 px wide, and the
 * JS decoder still reads a link this long when the code spans only half that in a camera's frame
 * (`scripts/qr-link-limit.mjs`, docs/decisions/0036). A longer link is sent as text only.
 */
export const QR_LINK_MAX = 210;

/**
 * «Надіслати координатору» (docs/decisions/0036): a link with this lesson's counts only, and the
 * name the adviser types, if any. It holds the exact counts, so the dialog says who it is for.
 */
export function SendToCoordinator({ record, onClose }: { record: ClassRecord; onClose: () => void }) {
  const dialog = useShownModal();
  const id = useId();
  const [name, setName] = useState('');
  // One sending, one revision: a link made later replaces this one in the coordinator's report.
  const [revision] = useState(() => Math.floor(Date.now() / 1000));
  const counts = useMemo(() => lessonCountsOf(record.students), [record.students]);
  const payload = encodeLesson({ id: record.id, revision, name, counts });
  const link =
    payload && `${window.location.origin}${paths.classCoordinator.href()}#${FRAGMENT_KEYS.lessonCounts}=${payload}`;
  return (
    <NativeDialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="max-w-[30rem]"
      data-send-dialog=""
    >
      <h2 id={`${id}-title`} className="text-xl leading-tight font-bold">
        Надіслати координатору
      </h2>
      <p id={`${id}-text`} className="mt-2 text-slate-700">
        У посиланні лише числа цього уроку (скільки учнів пройшли тест, скільки обрали кожну відповідь, на які професії
        вказали їхні відповіді, скільки учнів мають кожен тип інтересів серед найсильніших) і&nbsp;назва школи чи класу,
        якщо ви її впишете нижче. Кодів та імен учнів у&nbsp;ньому немає. Але числа в&nbsp;ньому точні, навіть найменші,
        тож надсилайте його лише координаторові громади — тому, хто (наприклад, у&nbsp;відділі освіти) збирає звіт про
        профорієнтаційні уроки в&nbsp;школах громади. У&nbsp;його звіті будь-яке число від 1 до 4 учнів буде показано як
        «менше 5».
      </p>
      <label htmlFor={`${id}-name`} className="mt-4 block font-medium">
        Назва школи чи класу <span className="font-normal text-slate-600">(необов’язково)</span>
      </label>
      <p id={`${id}-name-hint`} className="text-sm text-slate-600">
        Наприклад, «Ліцей № 3, 8-Б». Уроки з&nbsp;однаковою назвою звіт об’єднує в&nbsp;один рядок. Назву
        й&nbsp;кількість учнів координатор побачить, лише якщо в&nbsp;цьому рядку щонайменше 5 учнів; інакше ці учні
        будуть лише в&nbsp;загальних числах, як і&nbsp;без назви.
      </p>
      <input
        id={`${id}-name`}
        type="text"
        value={name}
        maxLength={LINK_NAME_MAX}
        autoComplete="off"
        aria-describedby={`${id}-name-hint`}
        onChange={(event) => setName(event.target.value)}
        className="mt-1 h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
      />
      {link ? (
        <>
          <label htmlFor={`${id}-link`} className="mt-4 block font-medium">
            Посилання
          </label>
          <input
            id={`${id}-link`}
            readOnly
            value={link}
            data-coordinator-link=""
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 h-12 w-full rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-900"
          />
          <Button
            size="lg"
            className="mt-3 w-full"
            onClick={() =>
              void shareLink({
                url: link,
                title: 'Підсумок уроку для координатора',
                text: 'Числа уроку для звіту громади на Стежці',
                copied: {
                  title: 'Посилання скопійовано',
                  description: 'Надішліть його координаторові громади в месенджері чи поштою.',
                },
              })
            }
          >
            Скопіювати посилання
          </Button>
          {link.length <= QR_LINK_MAX ? (
            <>
              <QrCode
                text={link}
                label="QR-код посилання для координатора"
                className="mx-auto mt-5 w-full max-w-[18rem] rounded-md"
              />
              <p className="mt-2 text-center text-sm text-slate-700" data-coordinator-qr="">
                Або покажіть цей код координаторові: він відкриє посилання камерою телефона.
              </p>
            </>
          ) : (
            <p className="mt-3 text-sm text-slate-700" data-coordinator-qr="none">
              QR-коду немає: посилання довше за{NBSP}
              {QR_LINK_MAX}
              {NBSP}символів, і&nbsp;такий код з&nbsp;екрана телефона камера не прочитає. Надішліть посилання
              в&nbsp;месенджері чи поштою
              {name ? ' або скоротіть назву' : ''}.
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="mt-4 text-red-700">
          В&nbsp;уроці понад 999 учнів: стільки одне посилання не вміщує.
        </p>
      )}
      <form method="dialog" className="mt-5">
        <Button type="submit" size="lg" variant="outline" className="w-full">
          Закрити
        </Button>
      </form>
    </NativeDialog>
  );
}
