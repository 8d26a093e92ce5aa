import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { TYPE_MAX_SCORE } from '@/data/interests';
import { INTEREST_TYPES } from '@/data/interest-types';
import { professionIdOf } from '@/data/recommendation-ids';
import { RIASEC } from '@/data/riasec';
import { strongestTypes } from '@/lib/interests/strongest';
import { typeList } from '@/lib/interests/type-list';
import type { InterestTable, InterestTableRow } from '@/lib/interests/interest-table';
import type { InterestScores } from '@/lib/interests/scores';
import { labelOf } from '@/lib/quiz-code/label-of';
import { recommend } from '@/lib/quiz-code/recommend';
import { decodeAnswers } from '@/lib/quiz-code/share-code';
import type { RecordContent } from '@/lib/record/record-link';
import { countDone } from '@/lib/roadmap-marks/marks-format';
import type { AfterGrade9File, RoadmapPhase } from '@/data/types';
import { stepsWord } from '@/lib/steps-word';
import { uk } from '@/lib/typeset';
import { after9At, leftOut, PART_NAMES, type SheetDetail } from '../lib/parts';
import { AfterGrade9Part } from './after-grade9-part';

/**
 * The record as one sheet: the same on screen and on paper, in points and by its own width (a
 * container, not the window), so that what is measured on screen is what prints
 * (docs/decisions/0037). `detail` leaves out what does not fit one A4 page.
 */
export interface SheetData {
  /** Names and lines of the professions (the interest table, config/data-files.ts). */
  table: InterestTable;
  roadmaps: Readonly<Record<string, readonly RoadmapPhase[]>>;
  /** «Після 9 класу»'s routes and texts, when the record has the part. */
  afterGrade9: AfterGrade9File | null;
}

export function RecordSheet({
  content,
  detail,
  data,
}: {
  content: RecordContent;
  detail: SheetDetail;
  data: SheetData;
}) {
  const marked = Object.entries(content.marks).filter(([id, steps]) => steps.length > 0 && data.roadmaps[id]);
  const bySlug = new Map(data.table.map((row) => [row.slug, row]));
  const after9 = content.subjects && data.afterGrade9;
  const note = leftOut(
    detail,
    marked.length > 0,
    after9 ? { routes: content.kept.some((id) => after9.routes[id]), notes: after9.notes } : null,
  );
  const stepsOf = (id: string) => (data.roadmaps[id] ?? []).flatMap((phase) => phase.steps.map((step) => step.id));
  return (
    <div className="@container text-[11pt] leading-snug text-slate-900">
      {content.quiz && <QuizPart code={content.quiz} lines={detail < 2} bySlug={bySlug} />}
      {content.interests && <InterestsPart scores={content.interests} />}
      {content.kept.length > 0 && (
        <KeptPart kept={content.kept} lines={detail < 2} runOn={detail >= 4} bySlug={bySlug} />
      )}
      {marked.length > 0 && (
        <Part title={PART_NAMES.marks} id="marks">
          {detail >= 5 ? (
            <p className="mt-[4pt]">
              {uk`Пройдено кроків: ${marked.reduce((sum, [id, steps]) => sum + countDone(steps, stepsOf(id)), 0)}. Професій із пройденими кроками: ${marked.length}.`}
            </p>
          ) : detail === 4 ? (
            <p className="mt-[4pt]">
              {marked
                .map(([id, steps]) => {
                  const all = stepsOf(id);
                  return uk`${bySlug.get(id)?.name ?? id}: ${countDone(steps, all)} з\u00A0${all.length}`;
                })
                .join('; ')}
            </p>
          ) : (
            marked.map(([id, steps]) => (
              <RoadmapPart
                key={id}
                id={id}
                name={bySlug.get(id)?.name ?? id}
                phases={data.roadmaps[id] ?? []}
                done={steps}
                texts={detail === 0}
                byPhase={detail < 3}
              />
            ))
          )}
        </Part>
      )}
      {content.subjects && data.afterGrade9 && (
        <Part title={PART_NAMES.after9} id="after9">
          <AfterGrade9Part
            subjects={content.subjects}
            kept={content.kept}
            file={data.afterGrade9}
            nameOf={(id) => bySlug.get(id)?.name ?? id}
            {...after9At(detail)}
          />
        </Part>
      )}
      {note && <p className="mt-[8pt] italic">{note}</p>}
      {(content.quiz || content.interests) && (
        <p className="mt-[8pt]" data-record-caveat="">
          {caveat(content.quiz !== null, content.interests !== null)}
        </p>
      )}
    </div>
  );
}

/**
 * The sheet's last line, for a parent as much as for the student: neither result says who the
 * student is (copy-review-5 M7). One printed line, so that the fullest record still fits one page.
 */
function caveat(quiz: boolean, interests: boolean): string {
  const what = quiz && interests ? 'Тест і «Мої інтереси»' : quiz ? 'Тест' : '«Мої інтереси»';
  return `${what} — не діагноз, а початок розмови; інтереси з віком змінюються.`;
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

type Rows = ReadonlyMap<string, InterestTableRow>;

function QuizPart({ code, lines, bySlug }: { code: string; lines: boolean; bySlug: Rows }) {
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
      <ol className={lines ? 'mt-[4pt] list-decimal space-y-[2pt] pl-[14pt]' : 'mt-[2pt] flex flex-wrap gap-x-[16pt]'}>
        {professions.map((title) => {
          const id = professionIdOf(title);
          const row = bySlug.get(id);
          return (
            <li key={title}>
              <Link to={paths.profession.href(id)} className={nameLink}>
                {row?.name ?? title}
              </Link>
              {lines && row?.line && <span className="block">{row.line}</span>}
            </li>
          );
        })}
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
          ? `${strongest.types.length === 1 ? 'Найсильніший тип' : 'Найсильніші типи'} інтересів: ${typeList(
              strongest.types.map((t) => t.type),
              (type) => ` (${INTEREST_TYPES[type].gist})`,
            )}.`
          : 'Поки що жоден тип не виділяється.'}
      </p>
      <ul className="mt-[4pt] grid gap-[2pt] @lg:grid-cols-2 @lg:gap-x-[16pt]">
        {RIASEC.map((type, i) => (
          <li key={type} className="flex items-center gap-[6pt]">
            <span className="w-[9.5em] shrink-0">{INTEREST_TYPES[type].name}</span>
            <span
              aria-hidden="true"
              className="h-[7pt] flex-1 rounded-sm border border-current text-brand-700 [print-color-adjust:exact] print:text-slate-900"
            >
              <span className="block h-full bg-current" style={{ width: `${(scores[i]! / TYPE_MAX_SCORE) * 100}%` }} />
            </span>
            <span className="w-[3.5em] shrink-0 text-right tabular-nums">{uk`${scores[i]!} з\u00A0${TYPE_MAX_SCORE}`}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function KeptPart({
  kept,
  lines,
  runOn,
  bySlug,
}: {
  kept: readonly string[];
  lines: boolean;
  /** Names one after another, wrapping like a paragraph: the tightest fit. */
  runOn: boolean;
  bySlug: Rows;
}) {
  const list = lines
    ? 'mt-[4pt] space-y-[2pt]'
    : runOn
      ? 'mt-[4pt] flex flex-wrap gap-x-[10pt]'
      : 'mt-[4pt] columns-2 gap-[16pt] @lg:columns-3';
  return (
    <Part title={PART_NAMES.kept} id="kept">
      <ul className={list}>
        {kept.map((id) => {
          const row = bySlug.get(id);
          if (!row) return null;
          return (
            <li key={id} className="break-inside-avoid">
              <Link to={paths.profession.href(id)} className={nameLink}>
                {row.name}
              </Link>
              {lines && row.line && <span className="block">{row.line}</span>}
            </li>
          );
        })}
      </ul>
    </Part>
  );
}

function RoadmapPart({
  id,
  name,
  phases,
  done,
  texts,
  byPhase,
}: {
  id: string;
  name: string;
  phases: readonly RoadmapPhase[];
  done: readonly string[];
  texts: boolean;
  /** Steps done counted per phase under the roadmap's line (when not listed). */
  byPhase: boolean;
}) {
  const all = phases.flatMap((phase) => phase.steps.map((step) => step.id));
  const marked = new Set(done);
  return (
    <div className="mt-[4pt] break-inside-avoid">
      <h3 className="font-semibold">
        <Link to={paths.profession.href(id)} className={nameLink}>
          {name}
        </Link>
        {uk`: пройдено ${countDone(done, all)} з\u00A0${all.length} ${stepsWord(all.length)}`}
      </h3>
      {texts ? (
        <ul className="mt-[2pt] space-y-[1pt] pl-[14pt]">
          {phases.flatMap((phase) =>
            phase.steps
              .filter((step) => marked.has(step.id))
              .map((step) => (
                <li key={step.id} className="list-['✓_']">
                  {step.text}
                </li>
              )),
          )}
        </ul>
      ) : (
        byPhase && (
          <p className="mt-[1pt]">
            {phases
              .map((phase) => ({
                phase: phase.phase,
                done: countDone(
                  done,
                  phase.steps.map((step) => step.id),
                ),
                of: phase.steps.length,
              }))
              .filter((phase) => phase.done > 0)
              .map((phase) => uk`${phase.phase}: ${phase.done} з\u00A0${phase.of}`)
              .join('; ')}
          </p>
        )
      )}
    </div>
  );
}
