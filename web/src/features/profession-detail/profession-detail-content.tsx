import type { ReactNode } from 'react';
import { QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/query-client';
import { KeySkillsCard } from './components/key-skills-card';
import { NextStepsCard } from './components/next-steps-card';
import { OverviewCard } from './components/overview-card';
import { PrintStepTips } from './components/print-step-tips';
import { RoadmapCard } from './components/roadmap-card';
import { SkillsCard } from './components/skills-card';
import { DetailCard } from './components/detail-card';
import { NextSteps, type NextPart } from './components/next/next-steps';

/** Paper carries the roadmap and the steps for now, to tick by hand; the rest is for the screen. */
function DetailFrame({ part, title, children }: { part: NextPart; title: string; children: ReactNode }) {
  return (
    <div className={part === 'now' ? undefined : 'print:hidden'} data-next-part={part}>
      <DetailCard title={title}>{children}</DetailCard>
    </div>
  );
}
import { DETAIL_LAYOUT } from './components/detail-layout';
import { professionDetailQuery } from './lib/detail-query';
import { findProfessionWithDetail } from './lib/find-profession';

// One cache for the page's lifetime (module state, not component state: a component that
// suspends before it mounts would lose a client kept in its state).
const queryClient = createQueryClient();

/**
 * Everything below the hero of a detail page. A lazy chunk of its own, with TanStack Query
 * and the detail texts, so none of it weighs on any route's first load.
 */
export default function ProfessionDetailContent({ id }: { id: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <DetailSections id={id} />
    </QueryClientProvider>
  );
}

function DetailSections({ id }: { id: string }) {
  const { data } = useSuspenseQuery(professionDetailQuery(id));
  return (
    <div className={DETAIL_LAYOUT.grid}>
      <div className={DETAIL_LAYOUT.main}>
        <OverviewCard overview={data.overview} responsibilities={data.responsibilities} />
        <SkillsCard skills={data.skills} />
        <RoadmapCard
          professionId={id}
          nameUk={findProfessionWithDetail(id)?.nameUk ?? id}
          education={data.education}
          roadmap={data.roadmap}
        />
        {data.next && <NextSteps professionId={id} next={data.next} Frame={DetailFrame} dated />}
        <PrintStepTips />
      </div>
      <div className={DETAIL_LAYOUT.side}>
        <KeySkillsCard skills={data.skills} />
        <NextStepsCard />
      </div>
    </div>
  );
}
