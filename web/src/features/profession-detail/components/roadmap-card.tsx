import { useEffect, useId, type MouseEvent } from 'react';
import type { ProfessionDetail } from '@/data/types';
import { showRoadmapMarks } from '@/lib/roadmap-marks/marks-dom';
import { dataAttr, ROADMAP_DOM } from '@/lib/roadmap-marks/roadmap-dom';
import { uk } from '@/lib/typeset';
import { DetailCard } from './detail-card';
import { ChevronRightIcon, RouteIcon } from './detail-icons';
import { EducationList } from './education-list';
import { ImportQuestion } from './import-question';
import { RoadmapProgress } from './roadmap-progress';
import { StepDialog } from './step-dialog';

/**
 * Browsers without invoker commands (older Safari and Firefox) open the dialog from React's
 * click handler once the page has hydrated; the others never need it.
 */
function openWithoutInvokers(event: MouseEvent<HTMLButtonElement>) {
  const button = event.currentTarget;
  if ('commandForElement' in button) return;
  const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
}

interface RoadmapCardProps extends Pick<ProfessionDetail, 'education' | 'roadmap'> {
  /** The profession's id: its marks are stored under it. */
  professionId: string;
  /** The Ukrainian name, for the share sheet and the questions. */
  nameUk: string;
}

/**
 * The roadmap with the student's marks. The checkboxes are native and uncontrolled: the marks
 * (stored on the device) are shown and kept by lib/roadmap-marks, through the attributes of its
 * DOM contract (roadmap-dom.ts), which the early script runs
 * before hydration; React never sets `checked`, and the counts it renders are the server's zeros
 * (`suppressHydrationWarning` lets the early script's numbers stand).
 */
export function RoadmapCard({ professionId, nameUk, education, roadmap }: RoadmapCardProps) {
  const dialogIds = useId();
  const total = roadmap.reduce((sum, phase) => sum + phase.steps.length, 0);

  // Pages reached by client-side navigation had no early script.
  useEffect(() => showRoadmapMarks(), []);

  return (
    <DetailCard title="Кар'єрна карта" icon={<RouteIcon />}>
      <EducationList education={education} />

      <div {...dataAttr(ROADMAP_DOM.roadmap, professionId)} className="mt-6">
        <RoadmapProgress id={`${dialogIds}-progress`} nameUk={nameUk} professionId={professionId} total={total} />
        <p className="mt-5 text-sm text-slate-600 print:hidden">
          Натисни на крок, щоб побачити поради. Познач пройдені кроки&nbsp;— позначки збережуться в цьому браузері.
        </p>
        <ol aria-label="Етапи" className="mt-4 grid gap-6 print:mt-5 print:gap-4">
          {roadmap.map((phase, index) => (
            <li
              key={phase.phase}
              {...dataAttr(ROADMAP_DOM.phase)}
              className="relative pl-11 sm:pl-12 print:break-inside-avoid print:pl-10"
            >
              <span
                aria-hidden="true"
                className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:border-2 print:border-slate-900 print:bg-transparent print:text-slate-900"
              >
                {index + 1}
              </span>
              {index < roadmap.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-10 bottom-[-1.25rem] left-4 w-px bg-brand-200 print:hidden"
                />
              )}
              <div className="flex items-baseline justify-between gap-3 pt-1">
                <h3 className="font-semibold text-slate-900">{phase.phase}</h3>
                <p className="shrink-0 text-sm text-slate-600 tabular-nums print:text-slate-900">
                  <span className="sr-only">Пройдено </span>
                  <span {...dataAttr(ROADMAP_DOM.phaseDone)} suppressHydrationWarning>
                    0
                  </span>
                  &nbsp;{uk`з\u00A0${phase.steps.length}`}
                </p>
              </div>
              <ul className="mt-3 grid gap-2 print:mt-1.5 print:block print:list-decimal print:space-y-1 print:pl-5">
                {phase.steps.map((step, stepIndex) => {
                  const dialogId = `${dialogIds}-${index}-${stepIndex}`;
                  return (
                    <li
                      key={step.id}
                      className="group/step flex items-center gap-2 print:list-item print:break-inside-avoid print:pl-1"
                    >
                      <input
                        type="checkbox"
                        {...dataAttr(ROADMAP_DOM.step, step.id)}
                        aria-label={`Пройдено: ${step.text}`}
                        className="size-6 shrink-0 cursor-pointer accent-brand-700 print:hidden"
                      />
                      <button
                        type="button"
                        aria-haspopup="dialog"
                        commandfor={dialogId}
                        command="show-modal"
                        onClick={openWithoutInvokers}
                        className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left text-sm text-slate-800 transition-colors group-has-checked/step:border-brand-200 group-has-checked/step:bg-brand-50 hover:border-brand-200 hover:bg-brand-50 sm:px-4 sm:py-3 print:items-baseline print:gap-1.5 print:border-0 print:bg-transparent print:p-0 print:text-[0.95rem] print:text-slate-900"
                      >
                        {/* Paper shows the mark instead of the checkbox. */}
                        <span
                          aria-hidden="true"
                          className="hidden before:content-['☐'] group-has-checked/step:before:content-['☑'] print:inline"
                        />
                        <span className="flex-1">{step.text}</span>
                        <ChevronRightIcon className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 print:hidden" />
                      </button>
                      <StepDialog id={dialogId} phaseNumber={index + 1} phase={phase.phase} step={step} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ol>
        <ImportQuestion
          id={`${dialogIds}-import`}
          professionId={professionId}
          nameUk={nameUk}
          roadmap={roadmap}
          total={total}
        />
      </div>
    </DetailCard>
  );
}
