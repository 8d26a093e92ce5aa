import { OnetCredit } from '@/components/onet/onet-credit';

/**
 * The honest frame, on every visit: what the numbers describe and what the list is for; then the
 * O*NET credit line as its licence asks for it, with the "modified" sentence (decision 0045).
 */
export function AboutSubjects() {
  return (
    <section
      aria-labelledby="subjects-about-heading"
      className="mt-10 border-t border-slate-200 pt-6"
      data-subjects-about=""
    >
      <h2 id="subjects-about-heading" className="text-xl font-bold">
        Що варто знати про цей список
      </h2>
      <p className="mt-2 text-slate-700" data-honesty="">
        Предмети й професії ми пов’язали за даними американської бази O*NET. Ці дані описують роботу в США, а не вимоги
        до вступу в Україні. Список — це початок розмови з батьками, учителем чи кар’єрним радником, якщо він є у твоїй
        школі, а не вирок: улюблені предмети з часом змінюються, а важкий предмет можна підтягнути.
      </p>
      <p className="mt-2 text-slate-700">
        «Іноземна мова» в O*NET — будь-яка мова, крім англійської, для роботи в США, а «Українська мова» — рідна мова
        роботи (у США — англійська). Тож про англійську цей список нічого не каже.
      </p>
      <p className="mt-2 text-slate-700">
        Першими йдуть професії, де знадобиться більше твоїх улюблених предметів. Якщо їх порівну, вище та, де ці
        предмети важать помітно більше, ніж у середньому для всіх професій. Які предмети знадобляться в кожній професії,
        видно на її сторінці.
      </p>
      <OnetCredit className="mt-4" />
      <p className="mt-1 text-sm text-slate-600">
        Вище — зазначення джерела англійською, дослівно так, як просить O*NET (базу поширюють за ліцензією
        CC&nbsp;BY&nbsp;4.0). Українською: дані про знання, потрібні в кожній професії, узято з бази O*NET Міністерства
        праці США, а відповідність шкільним предметам і вибір професій — наші зміни, яких міністерство не перевіряло.
      </p>
    </section>
  );
}
