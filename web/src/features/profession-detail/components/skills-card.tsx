import { useId } from 'react';
import type { Skill } from '@/data/types';
import { uk } from '@/lib/typeset';
import { DetailCard } from './detail-card';
import { GaugeIcon } from './detail-icons';

/** Each level is a native meter (a value in a known range, not a task's progress) named by its skill. */
export function SkillsCard({ skills }: { skills: readonly Skill[] }) {
  const baseId = useId();
  return (
    <DetailCard title="Необхідні навички" icon={<GaugeIcon />}>
      <ul className="grid gap-5 print:grid-cols-2 print:gap-x-8 print:gap-y-3">
        {skills.map((skill, index) => {
          const labelId = `${baseId}-${index}`;
          return (
            <li key={skill.name} className="print:break-inside-avoid">
              <div className="flex items-baseline justify-between gap-4 text-sm">
                <span id={labelId} className="font-medium text-slate-900">
                  {skill.name}
                </span>
                <span className="font-semibold text-brand-800 tabular-nums print:text-slate-900" aria-hidden="true">
                  {uk`${skill.level} %`}
                </span>
              </div>
              <meter
                aria-labelledby={labelId}
                aria-valuetext={uk`${skill.level} %`}
                min={0}
                max={100}
                value={skill.level}
                className="level-bar mt-2 h-2.5 print:mt-1 print:h-2 print:border print:border-slate-500"
              />
            </li>
          );
        })}
      </ul>
    </DetailCard>
  );
}
