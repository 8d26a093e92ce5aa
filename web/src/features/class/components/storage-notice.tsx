import { classStore } from '../lib/class-store';
import { useClasses } from '../lib/use-classes';

/** (Rendered in the browser only: by the stored classes and an open class.) What the adviser must know about storage: it holds something unreadable, or it refuses to keep the class. */
export function StorageNotice() {
  // Re-rendered with every change: a write may be refused at any time (storage full).
  useClasses();
  const store = classStore();
  if (!store.unreadable && !store.refused) return null;
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {store.unreadable && (
        <p data-class-warning="unreadable">
          Не вдалося прочитати збережені раніше класи. Їх відкладено в&nbsp;пам’яті браузера без змін, а&nbsp;тут можна
          почати заново.
        </p>
      )}
      {store.refused && (
        <p data-class-warning="refused">
          Браузер не дає зберігати дані на цьому пристрої (можливо, приватний режим або заповнена пам’ять). Клас працює,
          але зникне, щойно ви закриєте цю вкладку: перед тим надрукуйте підсумок чи завантажте CSV.
        </p>
      )}
    </div>
  );
}
