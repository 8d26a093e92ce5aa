import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { PAPER_OPTION_LETTERS, QUIZ_QUESTIONS } from '@/data/quiz';
import { uk } from '@/lib/typeset';

/**
 * /class/sheet: the quiz on paper for students with no phone or no charge — the same questions
 * and options as the quiz (read from its data), lettered А–Г, and boxes for the five letters the
 * adviser types in on /class. One A4 page.
 */
export function PaperSheet() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14 print:max-w-none print:p-0">
      <div className="mb-8 rounded-xl border border-slate-200 bg-white p-5 print:hidden">
        <p className="text-slate-700">
          Надрукуйте стільки бланків, скільки учнів без телефона. Після тесту введіть літери з&nbsp;рамки внизу бланка
          на сторінці уроку, у&nbsp;полі «Літери з&nbsp;паперового бланка».
        </p>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={() => window.print()}>
            Надрукувати бланк
          </Button>
          <ButtonLink to={paths.classroom.href()} reloadDocument size="lg" variant="outline">
            До уроку з&nbsp;класом
          </ButtonLink>
        </div>
      </div>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl print:text-xl">Тест на профорієнтацію «Стежка»</h1>
      <p className="mt-2 text-slate-700 print:text-black">
        Обери в&nbsp;кожному запитанні одну відповідь, яка тобі найближча, і&nbsp;впиши її літеру внизу, у&nbsp;клітинку
        з&nbsp;номером цього запитання. Правильних і&nbsp;неправильних відповідей тут немає. Ім’я писати не треба.
      </p>
      <ol className="mt-6 space-y-5 print:mt-3 print:space-y-3">
        {QUIZ_QUESTIONS.map((question, q) => (
          <li key={question.question} className="break-inside-avoid">
            <h2 className="font-semibold">
              {q + 1}. {question.question}
            </h2>
            <ul className="mt-2 space-y-1 print:mt-1">
              {question.options.map((option, i) => (
                <li key={option.value} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full border border-slate-400 font-bold print:size-6">
                    {PAPER_OPTION_LETTERS[i]}
                  </span>
                  <span className="pt-0.5">{option.label}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className="mt-8 break-inside-avoid rounded-xl border-2 border-slate-900 p-4 print:mt-5">
        <p className="font-semibold">Мої відповіді: у&nbsp;кожну клітинку одна літера (А, Б, В&nbsp;або Г)</p>
        <ol className="mt-3 flex flex-wrap gap-3">
          {QUIZ_QUESTIONS.map((question, q) => (
            <li key={question.question} className="flex flex-col items-center gap-1">
              <span className="text-sm text-slate-700 print:text-black">{uk`Запитання ${q + 1}`}</span>
              <span aria-hidden="true" className="size-12 rounded-md border-2 border-slate-500" />
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
