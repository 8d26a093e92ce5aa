import { Badge } from '@/components/ui/badge';
import type { EducationItem } from '@/data/types';
import { sortEducation } from '../lib/sort-education';
import { GraduationIcon } from './detail-icons';

export function EducationList({ education }: { education: readonly EducationItem[] }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:p-5">
      <h3 className="flex items-center gap-2 px-1 pt-1 font-semibold text-slate-900 sm:p-0">
        <GraduationIcon className="size-5 text-brand-700" />
        Освітня база
      </h3>
      <ul className="mt-3 grid gap-2">
        {sortEducation(education).map((item) => (
          <li
            key={item.requirement}
            className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 sm:flex-row sm:px-4 sm:py-3 sm:items-center sm:justify-between sm:gap-4"
          >
            <span className="text-slate-800">{item.requirement}</span>
            {item.mandatory ? (
              <Badge variant="default">Обов'язково</Badge>
            ) : (
              <Badge variant="secondary">Бажано</Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
