import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { OpenFile } from './open-file';

const LINK = 'font-semibold text-brand-800 underline underline-offset-4';

/** What an empty record says: where its parts come from, and how to open one kept elsewhere. */
export function EmptyRecord({ onCode }: { onCode: (code: string) => void }) {
  return (
    <section className="mt-8 rounded-xl border border-slate-200 bg-white p-5" data-record-empty="">
      <h2 className="text-xl font-bold">Тут поки порожньо</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
        <li>
          <Link to={paths.quiz.href()} className={LINK}>
            Пройди тест
          </Link>{' '}
          і натисни «Додати результат до „Моєї стежки“».
        </li>
        <li>
          <Link to={paths.interests.href()} className={LINK}>
            Пройди «Мої інтереси»
          </Link>
          : результат з’явиться тут сам.
        </li>
        <li>На сторінці професії чи в результатах тесту натисни «Зберегти професію».</li>
        <li>Познач пройдені кроки на сторінці професії.</li>
        <li>
          Познач улюблені предмети на сторінці{' '}
          <Link to={paths.subjects.href()} className={LINK}>
            «Мої предмети»
          </Link>
          .
        </li>
      </ul>
      <p className="mt-4 text-slate-700">
        Якщо «Моя стежка» вже є в тебе в іншому браузері, відкрий її там і натисни «Перенести на інший пристрій». А
        збережений раніше файл можна відкрити тут:
      </p>
      <div className="mt-3">
        <OpenFile onCode={onCode} />
      </div>
    </section>
  );
}
