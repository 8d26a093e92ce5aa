import { Badge } from '@/components/ui/badge';
import type { EducationItem } from '@/data/types';
import { sortEducation } from '../lib/sort-education';
import { GraduationIcon } from './detail-icons';

/** On paper, without background colours: an outlined badge, solid for «Обов'язково». */
const PRINT_BADGE = 'shrink-0 print:border print:border-slate-900 print:bg-transparent print:text-slate-900';

export function EducationList({ education }: { education: readonly EducationItem[] }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 sm:p-5 print:border print:border-slate-300 print:p-3">
      <h3 className="flex items-center gap-2 px-1 pt-1 font-semibold text-slate-900 sm:p-0">
        <GraduationIcon className="size-5 text-brand-700" />
        Освітня база
      </h3>
      <ul className="mt-3 grid gap-2 print:mt-2 print:gap-1">
        {sortEducation(education).map((item) => (
          <li
            key={item.requirement}
            className="flex flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2.5 sm:flex-row sm:px-4 sm:py-3 sm:items-center sm:justify-between sm:gap-4 print:break-inside-avoid print:flex-row print:items-center print:justify-between print:gap-4 print:border-0 print:px-0 print:py-0.5"
          >
            <span className="text-slate-800">{item.requirement}</span>
            {item.mandatory ? (
              <Badge variant="default" className={PRINT_BADGE}>
                Обов'язково
              </Badge>
            ) : (
              <Badge variant="secondary" className={PRINT_BADGE}>
                Бажано
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
