import { StorageNotice as DeviceStorageNotice } from '@/components/ui/storage-notice';
import { classStore } from '../lib/class-store';

/** (Rendered in the browser only: by the stored lessons and an open lesson.) What the adviser must know about where the lessons are kept. */
export function StorageNotice() {
  return (
    <DeviceStorageNotice
      store={classStore}
      name="class"
      texts={{
        unreadable: (
          <>
            Не вдалося прочитати уроки, збережені раніше в&nbsp;цьому браузері: можливо, їх записала інша версія Стежки.
            Ми зберегли їх окремо й&nbsp;нічого не видалили. Нові уроки зберігаються як зазвичай.
          </>
        ),
        outdated: (
          <>
            Інша вкладка щойно записала уроки, яких ця сторінка не може прочитати: мабуть, там відкрита новіша версія
            Стежки. Щоб нічого не зіпсувати, ця вкладка їх не змінює, тож зібране тут не збережеться. Надрукуйте
            підсумок або завантажте CSV і&nbsp;лише тоді оновіть сторінку.
          </>
        ),
        refused: (
          <>
            Браузер не дає зберігати уроки: можливо, у&nbsp;налаштуваннях заборонено зберігати дані сайтів або пам’ять
            заповнена. Коди можна й&nbsp;далі сканувати та вводити, підсумок складається як завжди, але все зібране
            зникне, щойно ви закриєте цю вкладку. Перед тим надрукуйте підсумок або завантажте CSV.
          </>
        ),
      }}
    />
  );
}
