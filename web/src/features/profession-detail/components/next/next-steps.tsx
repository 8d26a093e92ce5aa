import type { ReactNode } from 'react';
import { OnetCredit } from '@/components/onet/onet-credit';
import { NEXT_HEADINGS } from '@/data/next-steps';
import type { NextSteps as NextStepsData } from '@/data/types';
import { AfterGrade9Part } from './after-grade9-part';
import { NowPart } from './now-part';
import { SimilarPart } from './similar-part';
import { SubjectsPart } from './subjects-part';

export type NextPart = keyof typeof NEXT_HEADINGS;

interface NextStepsProps {
  professionId: string;
  next: NextStepsData;
  /** How a part is framed: a section of the profile, a card of the detail page. */
  Frame: (props: { part: NextPart; title: string; children: ReactNode }) => ReactNode;
  /** The parts to show here, where a page places some elsewhere: all by default. */
  parts?: readonly NextPart[];
  /** Whether the facts say «станом на 2026 рік» themselves: not where the page dates all it says once. */
  dated: boolean;
}

/**
 * A profession's next steps (decision 0044), each part only where its file has it, so no heading
 * stands empty; then O*NET's credit, for the subjects' ratings and the interest scores behind the
 * similar professions.
 */
export function NextSteps({ professionId, next, Frame, parts, dated }: NextStepsProps) {
  const shown = (part: NextPart) => !parts || parts.includes(part);
  const { subjects, now, afterGrade9, similar } = next;
  // Once, in the last part that shows O*NET's numbers.
  const creditWithSubjects = subjects?.kind === 'rated' && similar.length === 0;
  return (
    <>
      {subjects && shown('subjects') && (
        <Frame part="subjects" title={NEXT_HEADINGS.subjects}>
          <SubjectsPart subjects={subjects} dated={dated} />
          {creditWithSubjects && <OnetCredit className="mt-4" />}
        </Frame>
      )}
      {now && shown('now') && (
        <Frame part="now" title={NEXT_HEADINGS.now}>
          <NowPart professionId={professionId} steps={now} />
        </Frame>
      )}
      {afterGrade9 && shown('afterGrade9') && (
        <Frame part="afterGrade9" title={NEXT_HEADINGS.afterGrade9}>
          <AfterGrade9Part route={afterGrade9} dated={dated} />
        </Frame>
      )}
      {similar.length > 0 && shown('similar') && (
        <Frame part="similar" title={NEXT_HEADINGS.similar}>
          <SimilarPart similar={similar} />
          <OnetCredit className="mt-4" />
        </Frame>
      )}
    </>
  );
}
