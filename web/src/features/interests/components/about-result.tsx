import { Link } from 'react-router-dom';
import { OnetCredit } from '@/components/onet/onet-credit';
import { paths } from '@/config/paths';

/**
 * What the result is not, said first, right under the result's lead (`HonestyLead`); then, at
 * the end, on the screen and on paper, what it is and the O*NET credit line as O*NET's licence
 * asks for it (https://www.onetcenter.org/license_db.html; the team's fact base, outside this
 * repository: interests-facts.md §1.2), with the "modified" sentence (the professions' scores are
 * used as we chose and compared, docs/decisions/0033).
 */
export function HonestyLead() {
  return (
    <p className="mt-2 text-lg text-slate-700 print:mt-1 print:text-sm" data-honesty="">
      Це не тест і&nbsp;не діагноз: заняття добирала команда Стежки, і&nbsp;жодне дослідження ще не перевіряло,
      наскільки точно вони показують інтереси.
    </p>
  );
}

export function AboutResult() {
  return (
    <section aria-labelledby="about-heading" className="mt-10 border-t border-slate-200 pt-6 print:mt-3 print:pt-1">
      <h2 id="about-heading" className="text-xl font-bold print:text-base">
        Що варто знати про цей результат
      </h2>
      <p className="mt-2 text-slate-700 print:text-xs">
        Профіль інтересів&nbsp;— це початок розмови з&nbsp;учителем чи шкільним психологом, а&nbsp;якщо у&nbsp;твоїй
        школі є кар’єрний радник&nbsp;— то й&nbsp;з&nbsp;ним. Інтереси з&nbsp;віком можуть змінюватися, тож згодом варто
        відповісти ще раз.
      </p>
      <p className="mt-2 text-slate-700 print:hidden" data-subjects-link="">
        А від улюблених шкільних предметів до професій веде інша сторінка —{' '}
        <Link to={paths.subjects.href()} className="font-semibold text-brand-800 underline underline-offset-4">
          «Мої предмети»
        </Link>
        .
      </p>
      <p className="mt-2 text-slate-700 print:text-xs">
        Шість типів&nbsp;— це модель психолога Джона Голланда. Шість чисел кожної професії (наскільки в&nbsp;цій роботі
        є заняття кожного з&nbsp;шести типів) узято з&nbsp;американської бази O*NET: вони описують роботу в&nbsp;США,
        а&nbsp;яка професія O*NET відповідає кожній назві Стежки, вирішили ми. Описи професій українською&nbsp;— наші.
      </p>
      <OnetCredit className="mt-4 print:mt-2 print:text-xs" />
      <p className="mt-1 text-sm text-slate-600 print:text-xs">
        Вище&nbsp;— зазначення джерела англійською, дослівно так, як просить O*NET (базу поширюють за ліцензією
        CC&nbsp;BY&nbsp;4.0). Українською: дані про професії взято з&nbsp;бази O*NET Міністерства праці США,
        а&nbsp;вибір професій і&nbsp;порівняння їх із&nbsp;профілем інтересів&nbsp;— наші зміни, яких міністерство не
        перевіряло.
      </p>
    </section>
  );
}
