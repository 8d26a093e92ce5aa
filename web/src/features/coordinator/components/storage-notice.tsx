import { StorageNotice as DeviceStorageNotice } from '@/components/ui/storage-notice';
import { coordinatorStore } from '../lib/coordinator-store';

/** What the coordinator must know about where the report is kept, as the adviser's page says it of lessons. */
export function StorageNotice() {
  return (
    <DeviceStorageNotice
      store={coordinatorStore}
      name="report"
      texts={{
        unreadable: (
          <>
            Не вдалося прочитати звіт, збережений раніше в&nbsp;цьому браузері: можливо, його записала інша версія
            Стежки. Ми зберегли його окремо й&nbsp;нічого не видалили. Нові посилання буде додано до нового звіту.
          </>
        ),
        outdated: (
          <>
            Інша вкладка щойно записала звіт, якого ця сторінка не може прочитати: мабуть, там відкрита новіша версія
            Стежки. Щоб нічого не зіпсувати, ця вкладка його не змінює, тож посилання, додані тут, не збережуться.
            Оновіть сторінку й&nbsp;додайте ці посилання ще раз: відкрийте їх знову або вставте в&nbsp;поле нижче. Урок,
            який уже є у&nbsp;звіті, удруге не враховується.
          </>
        ),
        refused: (
          <>
            Браузер не дає зберігати звіт: можливо, у&nbsp;налаштуваннях заборонено зберігати дані сайтів або пам’ять
            заповнена. Посилання можна й&nbsp;далі додавати, але звіт зникне, щойно ви закриєте цю вкладку. Перед тим
            надрукуйте його або завантажте CSV.
          </>
        ),
      }}
    />
  );
}
