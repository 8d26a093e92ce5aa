import { useEffect, useSyncExternalStore } from 'react';
import { useHydrated as useInBrowser } from '@/lib/use-hydrated';
import { openAddressLink, openedLink, OUTCOME_TEXT } from '../lib/open-link';
import { AddLinks } from './add-links';
import { ReportSection } from './report-section';
import { StorageNotice } from './storage-notice';

/**
 * /class/coordinator (docs/decisions/0036): advisers' links, each carrying one lesson's counts in
 * its fragment, opened here one after another or pasted, make the community's report, kept in
 * this browser and shown by the small-count rule.
 */
export function CoordinatorPage() {
  const inBrowser = useInBrowser();
  const opened = useSyncExternalStore(openedLink.subscribe, openedLink.get, () => null);

  // A link opened into the page counts once; the fragment then goes, so a reload adds nothing.
  // Read from the window, not the router: a second link opened right after the first could
  // arrive before the router's state had dropped the first one's fragment, and look unchanged.
  useEffect(() => {
    if (!inBrowser) return;
    const take = () => {
      if (!openAddressLink(window.location.hash)) return;
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    };
    take();
    window.addEventListener('hashchange', take);
    return () => window.removeEventListener('hashchange', take);
  }, [inBrowser]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:py-14 print:p-0">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Звіт координатора</h1>
        <p className="mt-3 text-lg text-slate-700">
          Для координатора громади — того, хто (наприклад, у&nbsp;відділі освіти) збирає звіт про профорієнтаційні уроки
          в&nbsp;школах громади. Кар’єрні радники надсилають вам посилання з&nbsp;підсумками своїх уроків, а&nbsp;ця
          сторінка додає їх до звіту. У посиланні лише числа уроку (скільки учнів пройшли тест, скільки обрали кожну
          відповідь, на які професії вказали їхні відповіді, скільки учнів мають кожен тип інтересів серед найсильніших)
          і&nbsp;назва школи чи класу, якщо радник сам її вписав. Ні кодів, ні імен учнів у&nbsp;ньому немає.
        </p>
        <p className="mt-2 text-slate-700" data-coordinator-storage="">
          Звіт — тобто самі посилання з&nbsp;точними числами — зберігається лише в&nbsp;цьому браузері й&nbsp;нікуди не
          надсилається. Тому відкривайте всі посилання в&nbsp;тому самому браузері. Месенджер часто відкриває посилання
          у&nbsp;своєму вбудованому браузері, а той не бачить звіту, збереженого тут. Якщо посилання відкрилося там,
          скопіюйте його й&nbsp;вставте в&nbsp;поле нижче.
        </p>
        <p className="mt-2 text-slate-700">
          Кожне число від 1 до 4 учнів звіт показує як «менше 5» (0 так і&nbsp;лишається 0), а&nbsp;там, де таке число
          можна було б вирахувати, віднявши інші від загальної кількості, приховує ще одне («приховано»). Школа чи клас,
          де тест пройшли менше 5 учнів, не має окремого рядка: ці учні враховані лише в&nbsp;загальних числах. Тож ні
          на екрані, ні в&nbsp;друці, ні в&nbsp;таблиці не видно малих груп, за якими найлегше впізнати учня. Але решту
          чисел звіт показує точно: якщо в&nbsp;ньому лише один клас, його числа — це відповіді саме цих учнів,
          а&nbsp;якщо всі учні у&nbsp;звіті обрали ту саму відповідь, то видно, що обрав кожен.
        </p>
        <p role="status" data-link-outcome={opened?.outcome ?? ''} className="mt-4 font-medium empty:hidden">
          {opened && <span key={opened.n}>{OUTCOME_TEXT[opened.outcome]}</span>}
        </p>
        {inBrowser && <StorageNotice />}
        <AddLinks disabled={!inBrowser} />
      </div>
      {inBrowser && <ReportSection />}
    </div>
  );
}
