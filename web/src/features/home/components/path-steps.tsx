import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { uk } from '@/lib/typeset';

export function PathSteps() {
  return (
    <section aria-labelledby="steps-heading" className="bg-white py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="steps-heading" className="text-center text-3xl font-bold tracking-tight">
          Як обрати свою стежку
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          <Step
            number={1}
            title="Пізнай себе"
            text="Відповідай на п’ять запитань про те, що тобі до душі, і тест підкаже, з яких професій почати знайомство."
          >
            <ButtonLink to={paths.quiz.href()}>Пройти тест</ButtonLink>
          </Step>
          <Step
            number={2}
            title="Розглянь варіанти"
            text="Дізнайся, чим займаються різні фахівці, які навички їм потрібні й де цього вчитися."
          >
            <ButtonLink to={paths.search.href()} variant="outline">
              Переглянути професії
            </ButtonLink>
          </Step>
          <Step
            number={3}
            title="Сплануй свій шлях"
            text="Обери професію й рухайся за картою: від шкільних предметів до першої роботи."
          >
            {/* The spec gives this button no behaviour. */}
            <Button variant="secondary">Переглянути карти</Button>
          </Step>
        </ol>
      </div>
    </section>
  );
}

function Step({
  number,
  title,
  text,
  children,
}: {
  number: number;
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col items-center rounded-xl border border-slate-200 bg-slate-50 p-6 text-center">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-brand-700 text-xl font-bold text-white"
      >
        {number}
      </span>
      <h3 className="mt-4 text-xl font-semibold">
        <span className="sr-only">{uk`Крок ${number}. `}</span>
        {title}
      </h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      <div className="mt-6">{children}</div>
    </li>
  );
}
