import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { NextSubjects } from '@/data/types';
import { NBSP } from '@/lib/typeset';

/** O*NET's importance on its 1–5 scale, as a Ukrainian reader writes it: one decimal, a comma. */
export const importanceText = (importance: number) => `${importance.toFixed(1).replace('.', ',')}${NBSP}з${NBSP}5`;

/**
 * «Шкільні предмети, що знадобляться» (decision 0044): what O*NET's ratings of US work say, each
 * subject with its importance as a meter a screen reader reads as «4,7 з 5»; never a Ukrainian
 * rule, an admission requirement or the НМТ, which the block names for what they are.
 */
export function SubjectsPart({ subjects, dated }: { subjects: NextSubjects; dated: boolean }) {
  if (subjects.kind === 'missing')
    return (
      <>
        <p data-subjects-missing="">{subjects.why}</p>
        <ToMySubjects />
      </>
    );
  return (
    <>
      <p>
        За даними американської бази O*NET, це шкільні предмети, знання з&nbsp;яких найбільше вирізняють цю роботу
        в&nbsp;США серед інших професій. Число&nbsp;— наскільки ці знання важливі, за шкалою від&nbsp;1 до&nbsp;5.
      </p>
      {subjects.standIn && (
        <p className="mt-2" data-stand-in="">
          O*NET не оцінював знань для цієї професії, тож тут оцінки близької професії, яку O*NET називає «
          <span lang="en">{subjects.standIn.title}</span>».
        </p>
      )}
      <ol className="mt-3 grid gap-3" aria-label="Предмети від найважливішого">
        {subjects.subjects.map((s) => (
          <li key={s.id} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 gap-y-1" data-subject={s.id}>
            <span id={`subject-${s.id}`} className="font-medium text-slate-900">
              {s.name}
            </span>
            <span aria-hidden="true" className="text-sm font-semibold text-brand-800 tabular-nums">
              {importanceText(s.importance)}
            </span>
            <meter
              aria-labelledby={`subject-${s.id}`}
              aria-valuetext={importanceText(s.importance)}
              min={1}
              max={5}
              value={s.importance}
              className="level-bar col-span-2 h-2 print:border print:border-slate-500"
            />
          </li>
        ))}
      </ol>
      {subjects.note && (
        <p className="mt-3" data-subjects-note="">
          {subjects.note}
        </p>
      )}
      <p className="mt-3 text-sm text-slate-600">
        Ці числа&nbsp;— не вимоги до вступу в&nbsp;Україні й&nbsp;не предмети НМТ:{' '}
        {dated && <>станом на 2026&nbsp;рік </>}
        НМТ складають з&nbsp;української мови, математики, історії України й&nbsp;одного предмета на вибір.{' '}
        {subjects.subjects.some((s) => s.id === 'ukrainian') && (
          <>Рядок «Українська мова»&nbsp;— це оцінка рідної мови роботи (у&nbsp;США&nbsp;— англійської). </>
        )}
        «Іноземна мова» в&nbsp;O*NET&nbsp;— будь-яка мова, крім англійської, для роботи в&nbsp;США. Тож про англійську
        ці числа нічого не кажуть, і&nbsp;це не означає, що вона тобі не знадобиться.
      </p>
      <ToMySubjects />
    </>
  );
}

/** The way from the other side: from the subjects a student likes to the professions (decision 0045). */
function ToMySubjects() {
  return (
    <p className="mt-3 print:hidden" data-to-my-subjects="">
      Для яких професій знадобляться предмети, що подобаються тобі, покаже сторінка{' '}
      <Link to={paths.subjects.href()} className="font-semibold text-brand-800 underline underline-offset-4">
        «Мої предмети»
      </Link>
      .
    </p>
  );
}
