import type { ProfessionDetail } from '@/data/types';
import { DetailCard } from './detail-card';
import { BriefcaseIcon, CheckIcon } from './detail-icons';

type OverviewCardProps = Pick<ProfessionDetail, 'overview' | 'responsibilities'>;

export function OverviewCard({ overview, responsibilities }: OverviewCardProps) {
  return (
    <DetailCard title="Що ти будеш робити" icon={<BriefcaseIcon />}>
      <p className="leading-relaxed text-slate-700">{overview}</p>
      <h3 className="mt-6 font-semibold text-slate-900">Основні обов'язки:</h3>
      <ul className="mt-3 grid gap-2.5">
        {responsibilities.map((duty) => (
          <li key={duty} className="flex gap-3 text-slate-700">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {duty}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
