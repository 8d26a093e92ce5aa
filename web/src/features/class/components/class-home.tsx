import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { classHref } from '../lib/class-hash';
import { hasStoredClasses, LABEL_MAX_LENGTH } from '../lib/class-key';
import { useHydrated as useInBrowser } from '@/lib/use-hydrated';
import { LessonSteps } from './lesson-steps';

// Plain `lazy`: should a chunk fail to load, the route's error page reloads, and a reload loses
// nothing here (the classes are stored).
const StoredClasses = lazy(() => import('./stored-classes').then((m) => ({ default: m.StoredClasses })));

export function ClassHome() {
  const inBrowser = useInBrowser();
  // Read once: the store, once loaded, sets an unreadable value aside and so empties the key,
  // and a later render must not then take away the list with the line that says so.
  const stored = useMemo(() => inBrowser && hasStoredClasses(), [inBrowser]);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Урок із класом</h1>
      <p className="mt-3 text-lg text-slate-700">
        Учні проходять тест на своїх телефонах і&nbsp;показують вам QR-код результату, а&nbsp;ця сторінка складає
        з&nbsp;їхніх кодів підсумок класу: що їх цікавить і&nbsp;які професії варто обговорити. Під час уроку інтернет
        не потрібен: він знадобиться лише заздалегідь, щоб учні відкрили сайт. Ні реєстрація, ні імена не потрібні.
      </p>
      <p className="mt-2 text-slate-700" data-lesson-storage="">
        Зібрані коди зберігаються лише в&nbsp;цьому браузері на цьому пристрої й&nbsp;нікуди не надсилаються:
        в&nbsp;іншому браузері чи на іншому пристрої цього уроку не буде. Проводьте урок у&nbsp;звичайному вікні, не
        в&nbsp;приватному (анонімному): там урок зникне, щойно вікно закриють, а&nbsp;попередити про це сторінка не
        зможе.
      </p>
      <StartClass />
      {stored && (
        <Suspense>
          <StoredClasses />
        </Suspense>
      )}
      <LessonSteps />
    </>
  );
}

function StartClass() {
  const navigate = useNavigate();
  const inBrowser = useInBrowser();
  const [starting, setStarting] = useState(false);
  const [failed, setFailed] = useState(false);
  // The store loads with the first class. A failed load (offline before the site was saved) says
  // so and frees the button to try again; nothing was created yet.
  const start = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const label = new FormData(event.currentTarget).get('label');
    setStarting(true);
    setFailed(false);
    let classStore;
    try {
      ({ classStore } = await import('../lib/class-store'));
    } catch {
      setStarting(false);
      setFailed(true);
      return;
    }
    const record = classStore().create(typeof label === 'string' ? label : '');
    navigate(classHref(record.id));
  };
  return (
    <section
      aria-labelledby="start-class-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="start-class-heading" className="text-xl font-bold">
        Почати урок
      </h2>
      <form onSubmit={(event) => void start(event)} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="class-label" className="block font-medium">
            Клас <span className="font-normal text-slate-600">(необов’язково)</span>
          </label>
          <input
            id="class-label"
            type="text"
            name="label"
            maxLength={LABEL_MAX_LENGTH}
            autoComplete="off"
            placeholder="Наприклад, 8-Б"
            className="mt-1 h-12 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500"
          />
        </div>
        <Button type="submit" size="lg" disabled={!inBrowser || starting}>
          Почати урок
        </Button>
      </form>
      {failed && (
        <p role="alert" className="mt-3 text-red-700">
          Не вдалося почати урок: схоже, немає зв’язку, а&nbsp;сайт ще не збережений у&nbsp;цьому браузері. Спробуйте ще
          раз, коли з’явиться інтернет.
        </p>
      )}
    </section>
  );
}
