import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { OFFLINE_READY_START } from '@/config/offline-ready-text';
import { paths } from '@/config/paths';
import { uk } from '@/lib/typeset';
import { useHydrated as useInBrowser } from '@/lib/use-hydrated';

// The QR generator comes with the dialog.
const SiteCode = lazy(() => import('./site-code').then((m) => ({ default: m.SiteCode })));

const STEPS = [
  {
    title: 'Заздалегідь попросіть учнів відкрити Стежку',
    text: uk`Поки є інтернет (скажімо, на перерві перед уроком), хай кожен відкриє сайт на своєму телефоні за QR-кодом нижче й не закриває його, доки внизу сторінки не з’явиться рядок «${OFFLINE_READY_START}». Тоді Стежка працюватиме там і без зв’язку, навіть в укритті. Сторінку уроку теж відкрийте заздалегідь з інтернетом: так вона оновиться й прочитає коди нової версії Стежки.`,
  },
  {
    title: 'Тест — до 15 хвилин',
    text: 'Учні проходять тест на профорієнтацію: п’ять запитань, у кожному треба обрати одну відповідь. Хто без телефона чи з розрядженим, заповнює паперовий бланк. Якщо лишилося хвилин п’ять, хай пройдуть ще й «Мої інтереси»: тоді QR-код принесе й профіль інтересів, а підсумок покаже, які типи інтересів найсильніші в учнів.',
  },
  {
    title: 'Зберіть коди',
    text: 'Кожен натискає «Показати вчителю», а ви скануєте QR-коди підряд. Код можна й продиктувати, а літери з бланка — ввести.',
  },
  {
    title: 'Обговоріть підсумок',
    text: 'Що клас обирав найчастіше, які професії запропонував тест і про які з них хочеться дізнатися більше.',
  },
];

/** «Як провести урок»: four steps, the site's address as a QR code, the paper sheet. */
export function LessonSteps() {
  const hydrated = useInBrowser();
  const [showing, setShowing] = useState(false);
  return (
    <section aria-labelledby="lesson-steps-heading" className="mt-10 print:hidden">
      <h2 id="lesson-steps-heading" className="text-xl font-bold">
        Як провести урок
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Button
          variant="outline"
          size="lg"
          aria-haspopup="dialog"
          disabled={!hydrated}
          onClick={() => setShowing(true)}
        >
          QR-код адреси сайту
        </Button>
        <Link
          to={paths.classSheet.href()}
          className="inline-flex h-12 items-center justify-center rounded-lg px-4 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Паперовий бланк для учнів без телефона
        </Link>
        <Link
          to={paths.interests.href()}
          className="inline-flex h-12 items-center justify-center rounded-lg px-4 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Що таке «Мої інтереси»
        </Link>
      </div>
      {showing && (
        <Suspense>
          <SiteCode onClose={() => setShowing(false)} />
        </Suspense>
      )}
    </section>
  );
}
