import { Suspense, use } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TYPE_MAX_SCORE } from '@/data/interests';
import { INTEREST_TYPES } from '@/data/interest-types';
import { PROFESSION_NAMES } from '@/data/profession-names';
import { PROFILE_LINES } from '@/data/profile-lines';
import { RECOMMENDATION_NAMES_UK } from '@/data/recommendation-names';
import { RIASEC } from '@/data/riasec';
import { strongestTypes } from '@/lib/interests/strongest';
import type { InterestScores } from '@/lib/interests/scores';
import { labelOf } from '@/lib/quiz-code/label-of';
import { lineOf } from '@/lib/quiz-code/line-of';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import type { RecordContent } from '@/lib/record/record-link';
import { countDone } from '@/lib/roadmap-marks/marks-format';
import { slugify } from '@/lib/slug';
import { stepsWord } from '@/lib/steps-word';
import { uk } from '@/lib/typeset';
import { LEFT_OUT, PART_NAMES, type SheetDetail } from '../lib/parts';
import { roadmapOf } from '../lib/roadmaps';

/**
 * The record as one sheet: the same on screen and on paper, in points and by its own width (a
 * container, not the window), so that what is measured on screen is what prints
 * (docs/decisions/0037). `detail` leaves out what does not fit one A4 page.
 */
export function RecordSheet({ content, detail }: { content: RecordContent; detail: SheetDetail }) {
  const roadmaps = Object.entries(content.marks).filter(([, steps]) => steps.length > 0);
  return (
    <div className="@container text-[11pt] leading-snug text-slate-900">
      {content.quiz && <QuizPart code={content.quiz} lines={detail < 2} />}
      {content.interests && <InterestsPart scores={content.interests} />}
      {content.kept.length > 0 && <KeptPart kept={content.kept} lines={detail < 2} />}
      {roadmaps.length > 0 && (
        <Part title={PART_NAMES.marks} id="marks">
          <Suspense fallback={<p>Завантажуємо кроки…</p>}>
            {roadmaps.map(([id, steps]) => (
              <RoadmapPart key={id} id={id} done={steps} texts={detail === 0} />
            ))}
          </Suspense>
        </Part>
      )}
      {LEFT_OUT[detail] && <p className="mt-[8pt] italic">{LEFT_OUT[detail]}</p>}
    </div>
  );
}

function Part({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section className="mt-[10pt] break-inside-avoid first:mt-0" data-record-part={id}>
      <h2 className="text-[13pt] font-bold">{title}</h2>
      {children}
    </section>
  );
}

const nameLink = 'font-semibold text-brand-800 underline underline-offset-2 print:text-slate-900 print:no-underline';

function QuizPart({ code, lines }: { code: string; lines: boolean }) {
  const answers = decodeAnswers(code);
  if (!answers) return null;
  const { professions, decidedBy } = recommend(answers);
  return (
    <Part title={PART_NAMES.quiz} id="quiz">
      <p className="mt-[2pt]">
        {decidedBy
          ? uk`Тест порадив три професії. Результат визначила відповідь «${labelOf(decidedBy) ?? ''}».`
          : 'Відповіді не вказали на одну сферу, тож тест порадив три професії, з яких варто почати.'}
      </p>
      <ol className="mt-[4pt] list-decimal space-y-[2pt] pl-[14pt]">
        {professions.map((name) => (
          <li key={name}>
            <Link to={paths.profession.href(slugify(name))} className={nameLink}>
              {RECOMMENDATION_NAMES_UK[name]}
            </Link>
            {lines && lineOf(name) && <span className="block">{lineOf(name)}</span>}
          </li>
        ))}
      </ol>
    </Part>
  );
}

function InterestsPart({ scores }: { scores: InterestScores }) {
  const strongest = strongestTypes(scores);
  return (
    <Part title={PART_NAMES.interests} id="interests">
      <p className="mt-[2pt]">
        {strongest.kind === 'types'
          ? `Найсильніші типи: ${strongest.types.map((t) => INTEREST_TYPES[t.type].name.toLowerCase()).join(', ')}.`
          : 'Поки що жоден тип не виділяється.'}
      </p>
      <ul className="mt-[4pt] grid gap-[2pt] @lg:grid-cols-2 @lg:gap-x-[16pt]">
        {RIASEC.map((type, i) => (
          <li key={type} className="flex items-center gap-[6pt]">
            <span className="w-[9.5em] shrink-0">{INTEREST_TYPES[type].name}</span>
            <span aria-hidden="true" className="h-[7pt] flex-1 rounded-sm border border-current text-brand-700 print:text-slate-900">
              <span className="block h-full bg-current" style={{ width: `${(scores[i]! / TYPE_MAX_SCORE) * 100}%` }} />
            </span>
            <span className="w-[3.5em] shrink-0 text-right tabular-nums">{uk`${scores[i]!} з\u00A0${TYPE_MAX_SCORE}`}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function KeptPart({ kept, lines }: { kept: readonly string[]; lines: boolean }) {
  return (
    <Part title={PART_NAMES.kept} id="kept">
      <ul className={lines ? 'mt-[4pt] space-y-[2pt]' : 'mt-[4pt] columns-2 gap-[16pt] @lg:columns-3'}>
        {kept.map((id) => {
          const name = PROFESSION_NAMES[id];
          if (!name) return null;
          const line = name.title ? PROFILE_LINES[name.title as keyof typeof PROFILE_LINES] : undefined;
          return (
            <li key={id} className="break-inside-avoid">
              <Link to={paths.profession.href(id)} className={nameLink}>
                {name.nameUk}
              </Link>
              {lines && line && <span className="block">{line}</span>}
            </li>
          );
        })}
      </ul>
    </Part>
  );
}

function RoadmapPart({ id, done, texts }: { id: string; done: readonly string[]; texts: boolean }) {
  const phases = use(roadmapOf(id));
  const all = phases.flatMap((phase) => phase.steps.map((step) => step.id));
  const marked = new Set(done);
  return (
    <div className="mt-[4pt] break-inside-avoid">
      <h3 className="font-semibold">
        <Link to={paths.profession.href(id)} className={nameLink}>
          {PROFESSION_NAMES[id]?.nameUk ?? id}
        </Link>
        {uk`: зроблено ${countDone(done, all)} з\u00A0${all.length} ${stepsWord(all.length)}`}
      </h3>
      <ul className="mt-[2pt] space-y-[1pt] pl-[14pt]">
        {phases.map((phase) => {
          const steps = phase.steps.filter((step) => marked.has(step.id));
          if (steps.length === 0) return null;
          return texts ? (
            steps.map((step) => (
              <li key={step.id} className="list-['✓_']">
                {step.text}
              </li>
            ))
          ) : (
            <li key={phase.phase} className="list-['✓_']">
              {uk`${phase.phase}: ${steps.length} з\u00A0${phase.steps.length}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
