import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const RESOURCES = ['Поради з вибору професії', 'Матеріали для батьків', 'Підготовка до НМТ'];
const SUPPORT = ['Довідка', 'Зворотний зв’язок', 'Політика конфіденційності'];

/** `children`: a line of the app's own under the demo note (the offline copy's state). */
export function SiteFooter({ children }: { children?: ReactNode }) {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-brand-900">Стежка</p>
          <p className="mt-2 text-sm text-slate-600">
            Допомагаємо школярам знайти професію до душі й&nbsp;побачити шлях до неї.
          </p>
        </div>
        <nav aria-label="Розділи сайту">
          <h2 className="text-sm font-semibold text-slate-900">Розділи</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link
                to={paths.quiz.href()}
                className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                Тест на профорієнтацію
              </Link>
            </li>
            <li>
              <Link
                to={paths.search.href()}
                className="text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline"
              >
                Каталог професій
              </Link>
            </li>
          </ul>
        </nav>
        <FooterList title="Ресурси" items={RESOURCES} />
        <FooterList title="Підтримка" items={SUPPORT} />
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-600">
        {/* What a visitor gives the site never leaves the browser: quiz answers live in the page and
            in a link's fragment, which is never sent (decision 0010); the interest answers, roadmap marks,
            the student's record and the adviser's lessons in localStorage (0033, 0012, 0037, 0017). The server's own access log (telemetry.rs: method,
            path without the query, status, time) and a Google sign-in's Firebase account are what
            is kept elsewhere; e2e/footer-claim.spec.ts holds both. Short: every route's first load. */}
        © 2026&nbsp;Стежка · Демоверсія: відповіді тесту, інтереси, збережені професії, позначені кроки
        і&nbsp;результати класу, зібрані на сторінці «Урок із&nbsp;класом», залишаються в&nbsp;браузері й&nbsp;на сервер
        не надсилаються. Сервер веде журнал запитів (яку сторінку й&nbsp;коли відкрито), а&nbsp;вхід через Google
        створює обліковий запис у&nbsp;Firebase.
      </p>
      {children}
    </footer>
  );
}

/** Resource and support items are not clickable in the demo (docs/product.md#screens-and-routes). */
function FooterList({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
