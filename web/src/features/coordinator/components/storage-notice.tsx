import { coordinatorStore } from '../lib/coordinator-store';
import { useStorageFlags } from '../lib/use-report';

/** What the coordinator must know about storage, as the adviser's page says it of lessons. */
export function StorageNotice() {
  useStorageFlags();
  const store = coordinatorStore();
  if (!store.unreadable && !store.refused && !store.outdated) return null;
  return (
    <div role="status" className="mt-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
      {store.unreadable && (
        <p data-report-warning="unreadable">
          Не вдалося прочитати звіт, збережений раніше в&nbsp;цьому браузері: можливо, його записала інша версія Стежки.
          Ми зберегли його окремо й&nbsp;нічого не видалили. Нові посилання буде додано до нового звіту.
        </p>
      )}
      {store.outdated && (
        <p data-report-warning="outdated">
          Інша вкладка щойно записала звіт, якого ця сторінка не може прочитати: мабуть, там відкрита новіша версія
          Стежки. Щоб нічого не зіпсувати, ця вкладка його не змінює, тож посилання, додані тут, не збережуться. Оновіть
          сторінку й&nbsp;додайте ці посилання ще раз: відкрийте їх знову або вставте в&nbsp;поле нижче. Урок, який уже
          є у&nbsp;звіті, удруге не враховується.
        </p>
      )}
      {store.refused && (
        <p data-report-warning="refused">
          Браузер не дає зберігати звіт: можливо, у&nbsp;налаштуваннях заборонено зберігати дані сайтів або пам’ять
          заповнена. Посилання можна й&nbsp;далі додавати, але звіт зникне, щойно ви закриєте цю вкладку. Перед тим
          надрукуйте його або завантажте CSV.
        </p>
      )}
    </div>
  );
}
