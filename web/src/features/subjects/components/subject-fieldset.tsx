import type { SchoolSubject } from '@/data/types';

/**
 * The school subjects as one group of checkboxes with its question as the legend, in timetable
 * order: a screen reader names the group with each box.
 */
export function SubjectFieldset({
  name,
  legend,
  subjects,
  checked,
  onToggle,
}: {
  /** `liked` or `hard`: the boxes' ids and the tests' hook. */
  name: string;
  legend: string;
  subjects: readonly SchoolSubject[];
  checked: readonly string[];
  onToggle: (id: string) => void;
}) {
  return (
    <fieldset className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" data-subjects-group={name}>
      <legend className="px-1 text-lg font-semibold text-slate-900">{legend}</legend>
      <div className="mt-1 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {subjects.map((s) => (
          <label key={s.id} className="flex min-h-11 items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              checked={checked.includes(s.id)}
              onChange={() => onToggle(s.id)}
              className="size-5 shrink-0 accent-brand-700"
            />
            {s.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
