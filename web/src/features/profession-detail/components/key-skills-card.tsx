import type { Skill } from '@/data/types';
import { DetailCard } from './detail-card';
import { SparkIcon } from './detail-icons';

export function KeySkillsCard({ skills }: { skills: readonly Skill[] }) {
  return (
    <DetailCard title="Ключові навички" icon={<SparkIcon />}>
      <ul className="flex flex-wrap gap-2">
        {skills.map((skill) => (
          <li key={skill.name} className="rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-medium text-brand-900">
            {skill.name}
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
