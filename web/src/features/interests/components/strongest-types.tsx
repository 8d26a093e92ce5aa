import { FLAT_SPREAD, TIE_MARGIN, TYPE_MAX_SCORE } from '@/data/interests';
import { INTEREST_TYPE_TEXTS } from '@/data/interest-type-texts';
import { INTEREST_TYPES } from '@/data/interest-types';
import type { Strongest } from '@/lib/interests/strongest';
import { pluralUk } from '@/lib/plural-uk';
import { uk } from '@/lib/typeset';
import { typesPhrase } from '@/lib/interests/type-list';

/** The two or three strongest types with what they mean, ties said as ties; or a flat profile, plainly. */
export function StrongestTypes({ strongest, shared }: { strongest: Strongest; shared: boolean }) {
  if (strongest.kind === 'flat')
    return (
      <section aria-labelledby="strongest-heading" className="mt-10" data-strongest="flat">
        <h2 id="strongest-heading" className="text-2xl font-bold tracking-tight">
          Поки що жоден тип не виділяється
        </h2>
        <p className="mt-3 text-slate-700">
          {strongest.reason === 'even'
            ? uk`Усі шість чисел близькі: найвище й\u00A0найнижче різняться не більше ніж на ${FLAT_SPREAD} ${points(FLAT_SPREAD)} (найбільше можливе число\u00A0— ${TYPE_MAX_SCORE}).`
            : uk`Чотири типи або більше мають майже однакові найвищі бали: різниця між ними\u00A0— не більше ${TIE_MARGIN} ${points(TIE_MARGIN)}.`}{' '}
          {shared
            ? 'Тож професій за цим профілем ми не пропонуємо.'
            : 'Тож професій за цим профілем ми не пропонуємо. Так буває, і це нормально: інтереси ще складаються. Поговори про те, що тобі справді до душі, з учителем чи шкільним психологом (або з кар’єрним радником, якщо він є у твоїй школі). А згодом можеш відповісти ще раз.'}
        </p>
      </section>
    );
  return (
    <section aria-labelledby="strongest-heading" className="mt-10 print:mt-3" data-strongest="types">
      <h2 id="strongest-heading" className="text-2xl font-bold tracking-tight print:text-lg">
        {shared ? (strongest.types.length > 1 ? 'Найсильніші типи' : 'Найсильніший тип') : 'Що тобі найближче'}
      </h2>
      <ul className="mt-4 grid gap-4 print:mt-1 print:grid-cols-2 print:gap-2">
        {strongest.types.map(({ type, score }) => (
          <li key={type} className="rounded-xl border border-slate-200 bg-white p-4 break-inside-avoid print:p-2">
            <h3 className="text-lg font-semibold print:text-sm">
              {INTEREST_TYPES[type].name} тип: {uk`${score} з\u00A0${TYPE_MAX_SCORE}`}
            </h3>
            <p className="mt-1 text-slate-700 print:text-xs">{INTEREST_TYPE_TEXTS[type]}</p>
          </li>
        ))}
      </ul>
      {strongest.ties.map((tie) => (
        <p key={tie.join('')} className="mt-3 text-slate-700 print:mt-1 print:text-xs" data-tie="">
          {tie.length === 2
            ? uk`${capitalised(typesPhrase(tie))} майже нарівні: вони різняться не більше ніж на ${TIE_MARGIN} ${points(TIE_MARGIN)}, тож жоден не переважає.`
            : uk`${capitalised(typesPhrase(tie))} майже нарівні: кожен наступний відстає від попереднього не більше ніж на ${TIE_MARGIN} ${points(TIE_MARGIN)}, тож жоден не переважає.`}
        </p>
      ))}
    </section>
  );
}

/** «на 2 бали», «на 5 балів»: how many points two scores may differ by. */
const points = (n: number) => pluralUk(n, { one: 'бал', few: 'бали', many: 'балів', other: 'бала' });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
