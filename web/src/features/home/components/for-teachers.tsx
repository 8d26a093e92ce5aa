import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/**
 * The way to the adviser's lesson (/class). On the home page rather than in the footer: the
 * footer is in every route's first load, which has no bytes to spare.
 */
export function ForTeachers() {
  return (
    <section aria-labelledby="teachers-heading" className="border-t border-slate-200 bg-slate-50 py-12">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-5 px-4 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="teachers-heading" className="text-2xl font-bold tracking-tight">
            Для вчителів і&nbsp;кар’єрних радників
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Проведіть тест з&nbsp;усім класом: учні показують вам свої результати, а&nbsp;ви складаєте з&nbsp;них
            підсумок класу на телефоні чи ноутбуці. Інтернет потрібен лише заздалегідь, щоб учні відкрили сайт; ні
            реєстрація, ні імена не потрібні.
          </p>
        </div>
        <ButtonLink to={paths.classroom.href()} reloadDocument variant="outline" className="shrink-0">
          Урок із класом
        </ButtonLink>
      </div>
    </section>
  );
}
