import { useEffect } from 'react';
import type { RoadmapStep } from '@/data/types';
import { showRoadmapMarks } from '@/lib/roadmap-marks/marks-dom';
import { dataAttr, ROADMAP_DOM } from '@/lib/roadmap-marks/roadmap-dom';

/**
 * «Що зробити вже зараз»: steps marked like a roadmap's, through the same DOM contract
 * (lib/roadmap-marks/roadmap-dom.ts) and under the same profession id, so «Моя стежка» counts,
 * prints and moves them with the rest (decision 0044).
 */
export function NowPart({ professionId, steps }: { professionId: string; steps: readonly RoadmapStep[] }) {
  // This list may come after the page's marks were shown (a profile arrives with its data file).
  useEffect(() => showRoadmapMarks(), []);
  return (
    <div {...dataAttr(ROADMAP_DOM.roadmap, professionId)} data-now-steps="">
      <p>
        Усе це можна зробити вже цього навчального року. Познач пройдені кроки&nbsp;— позначки збережуться в&nbsp;цьому
        браузері й&nbsp;з’являться в&nbsp;«Моїй стежці».
      </p>
      <ul className="mt-3 grid gap-2">
        {steps.map((step) => (
          <li key={step.id}>
            <label className="group/now flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-sm text-slate-800 has-checked:border-brand-200 has-checked:bg-brand-50 hover:border-brand-200 print:border-0 print:p-0">
              <input
                type="checkbox"
                {...dataAttr(ROADMAP_DOM.step, step.id)}
                className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700 print:hidden"
              />
              {/* Paper shows the mark instead of the checkbox, as on the roadmap. */}
              <span
                aria-hidden="true"
                className="hidden before:content-['☐'] group-has-checked/now:before:content-['☑'] print:inline"
              />
              <span>{step.text}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
