import type { ReactNode } from 'react';
import { NBSP } from '@/lib/typeset';
import type { ClassRecord } from '../lib/class-format';
import { compare, pointsText, signed, type Compared } from '../lib/compare';
import { SUMMARY_TITLES, type ClassSummary, type ProfessionCount } from '../lib/summary';
import { lessonsText, studentsWord } from '../lib/words';

interface Side {
  records: readonly ClassRecord[];
  summary: ClassSummary;
}

/** How many professions each list compares (the comparison prints on two pages). */
const TOP_PROFESSIONS = 8;

/** The professions of either side, those most often named at the end first. */
function professionRows(start: readonly ProfessionCount[], end: readonly ProfessionCount[]) {
  const names = [...new Set([...end, ...start].map((p) => p.name))];
  return names
    .map((name) => ({
      name,
      nameUk: (end.find((p) => p.name === name) ?? start.find((p) => p.name === name))!.nameUk,
      start: start.find((p) => p.name === name)?.count ?? 0,
      end: end.find((p) => p.name === name)?.count ?? 0,
    }))
    .sort((a, b) => Math.max(b.end, b.start) - Math.max(a.end, a.start))
    .slice(0, TOP_PROFESSIONS);
}

/** Two bars, the start's lighter above the end's: the picture of one row. */
function Bars({ row }: { row: Compared }) {
  return (
    <div aria-hidden="true" className="mt-1 space-y-0.5 print:mt-0.5">
      <meter min={0} max={100} value={row.startPercent} className="level-bar h-1.5 opacity-45 print:h-1" />
      <meter min={0} max={100} value={row.endPercent} className="level-bar h-1.5 print:h-1" />
    </div>
  );
}

function Table({ caption, rows }: { caption: ReactNode; rows: { label: ReactNode; row: Compared; key: string }[] }) {
  return (
    <table className="mt-3 w-full border-collapse text-sm break-inside-avoid print:mt-1 print:text-[10px] print:leading-tight">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-600">
          <th scope="col" className="py-1 pr-2 font-medium">
            <span className="sr-only">Відповідь</span>
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium sm:w-20">
            Початок
          </th>
          <th scope="col" className="px-1 py-1 text-right font-medium sm:w-20">
            Кінець
          </th>
          <th scope="col" className="py-1 pl-1 text-right font-medium">
            Зміна
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ label, row, key }) => (
          <tr key={key} className="border-b border-slate-200 align-top" data-compare-row={key}>
            <th scope="row" className="py-1 pr-2 text-left font-normal print:py-0.5">
              {label}
              <Bars row={row} />
            </th>
            <td className="px-1 py-1 text-right tabular-nums" data-compare-start="">
              {row.start}&nbsp;({row.startPercent}&nbsp;%)
            </td>
            <td className="px-1 py-1 text-right tabular-nums" data-compare-end="">
              {row.end}&nbsp;({row.endPercent}&nbsp;%)
            </td>
            <td
              className="py-1 pl-1 text-right font-semibold tabular-nums sm:whitespace-nowrap print:whitespace-nowrap"
              data-compare-change=""
            >
              {signed(row.change)}, {pointsText(row.points)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The start of a course beside its end (issue 40): for each answer, profession and interest
 * type, the count and share on each side and the change, in students and in percentage points,
 * with two bars per row; and the plain caution that different students may have taken part.
 */
export function Comparison({ start, end }: { start: Side; end: Side }) {
  const s = start.summary;
  const e = end.summary;
  const row = (a: number, b: number) => compare(a, s.students, b, e.students);
  const interestRow = (a: number, b: number) => compare(a, s.interests.students, b, e.interests.students);
  return (
    <section aria-label="Порівняння" data-comparison="">
      <dl className="mt-4 grid gap-2 sm:grid-cols-2 print:mt-2 print:grid-cols-2">
        {(
          [
            ['Початок курсу', start],
            ['Кінець курсу', end],
          ] as const
        ).map(([title, side]) => (
          <div key={title} className="rounded-lg border border-slate-200 bg-white p-3 print:p-2">
            <dt className="font-semibold">{title}</dt>
            <dd className="text-sm text-slate-700">{lessonsText(side.records)}</dd>
            <dd className="text-sm" data-compare-students="">
              Пройшли тест: <strong>{studentsWord(side.summary.students)}</strong>
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-slate-700 print:mt-1 print:text-xs" data-compare-caution="">
        Тест на початку й&nbsp;наприкінці могли проходити різні учні: когось не було на уроці, хтось перейшов до іншого
        класу. Тож порівнюйте частки, а&nbsp;не окремих учнів. Зміна показує, про що варто поговорити, а&nbsp;не
        результат навчання: тест не є діагнозом. «В.&nbsp;п.» — відсоткові пункти: на скільки змінилася частка учнів. На
        смужках світліша — початок, темніша — кінець.
      </p>

      <h2 className="mt-8 text-xl font-semibold print:mt-3 print:text-base">{SUMMARY_TITLES.professions}</h2>
      <Table
        caption={<span className="sr-only">{SUMMARY_TITLES.professions}</span>}
        rows={professionRows(s.professions, e.professions).map((p) => ({
          key: p.name,
          label: (
            <>
              <span lang="en">{p.name}</span> <span className="text-slate-600">({p.nameUk})</span>
            </>
          ),
          row: row(p.start, p.end),
        }))}
      />

      <h2 className="mt-8 text-xl font-semibold print:mt-3 print:text-base">Як учні відповідали</h2>
      <div className="grid gap-x-6 md:grid-cols-2 print:grid-cols-2 print:gap-x-4">
        {s.questions.map((question, q) => (
          <Table
            key={question.question}
            caption={`${q + 1}. ${question.question}`}
            rows={question.options.map((option, o) => ({
              key: `${q}-${o}`,
              label: option.label,
              row: row(option.count, e.questions[q]!.options[o]!.count),
            }))}
          />
        ))}
      </div>

      <h2 className="mt-8 text-xl font-semibold print:mt-3 print:text-base">{SUMMARY_TITLES.suggested}</h2>
      <Table
        caption={<span className="sr-only">{SUMMARY_TITLES.suggested}</span>}
        rows={professionRows(s.suggested, e.suggested).map((p) => ({
          key: `s-${p.name}`,
          label: (
            <>
              <span lang="en">{p.name}</span> <span className="text-slate-600">({p.nameUk})</span>
            </>
          ),
          row: row(p.start, p.end),
        }))}
      />

      <h2 className="mt-8 text-xl font-semibold print:mt-3 print:text-base">{SUMMARY_TITLES.interests}</h2>
      {s.interests.students === 0 || e.interests.students === 0 ? (
        <p className="mt-1 text-slate-700" data-compare-interests="none">
          Немає даних для порівняння: {s.interests.students === 0 ? 'на початку' : 'наприкінці'} курсу жоден учень не
          показав код із профілем інтересів.
        </p>
      ) : (
        <Table
          caption={
            <span className="text-sm font-normal text-slate-700">
              Частки — від учнів із профілем інтересів: на початку{NBSP}
              {s.interests.students}, наприкінці{NBSP}
              {e.interests.students}.
            </span>
          }
          rows={[
            ...s.interests.types.map((t, i) => ({
              key: t.type,
              label: `${t.name} (${t.type})`,
              row: interestRow(t.count, e.interests.types[i]!.count),
            })),
            { key: 'flat', label: 'Жоден тип не виділяється', row: interestRow(s.interests.flat, e.interests.flat) },
          ]}
        />
      )}
    </section>
  );
}
