import { useSyncExternalStore } from 'react';
import { classStore } from '../lib/class-store';

const subscribe = (listener: () => void) => classStore().subscribe(listener);
/** The storage's state as one number, so that a change of any flag alone re-renders (the lessons may stay the same). */
const flags = () => {
  const store = classStore();
  return (store.unreadable ? 1 : 0) | (store.refused ? 2 : 0) | (store.outdated ? 4 : 0);
};

/** (Rendered in the browser only: by the stored lessons and an open lesson.) What the adviser must know about storage: it holds something unreadable, another tab wrote what this version can't read, or it refuses to keep the lesson. */
export function StorageNotice() {
  // A write may be refused at any time (storage full), and another tab may store what this
  // version can't read while the lessons here stay the same.
  useSyncExternalStore(subscribe, flags, () => 0);
  const store = classStore();
  if (!store.unreadable && !store.refused && !store.outdated) return null;
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {store.unreadable && (
        <p data-class-warning="unreadable">
          Не вдалося прочитати уроки, збережені раніше в&nbsp;цьому браузері: можливо, їх записала інша версія Стежки.
          Ми зберегли їх окремо й&nbsp;нічого не видалили. Нові уроки зберігаються як зазвичай.
        </p>
      )}
      {store.outdated && (
        <p data-class-warning="outdated">
          Інша вкладка щойно записала уроки, яких ця сторінка не може прочитати: мабуть, там відкрита новіша версія
          Стежки. Щоб нічого не зіпсувати, ця вкладка їх не змінює, тож зібране тут не збережеться. Надрукуйте підсумок
          або завантажте CSV і&nbsp;лише тоді оновіть сторінку.
        </p>
      )}
      {store.refused && (
        <p data-class-warning="refused">
          Браузер не дає зберігати уроки: можливо, у&nbsp;налаштуваннях заборонено зберігати дані сайтів або пам’ять
          заповнена. Коди можна й&nbsp;далі сканувати та вводити, підсумок складається як завжди, але все зібране
          зникне, щойно ви закриєте цю вкладку. Перед тим надрукуйте підсумок або завантажте CSV.
        </p>
      )}
    </div>
  );
}
