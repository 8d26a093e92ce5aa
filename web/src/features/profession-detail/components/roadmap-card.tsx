import { useId, type MouseEvent } from 'react';
import type { ProfessionDetail } from '@/data/types';
import { DetailCard } from './detail-card';
import { ChevronRightIcon, RouteIcon } from './detail-icons';
import { EducationList } from './education-list';
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

type RoadmapCardProps = Pick<ProfessionDetail, 'education' | 'roadmap'>;

export function RoadmapCard({ education, roadmap }: RoadmapCardProps) {
  const dialogIds = useId();

  return (
    <DetailCard title="Кар'єрна карта" icon={<RouteIcon />}>
      <EducationList education={education} />

      <p className="mt-6 text-sm text-slate-600 print:hidden">Натисни на крок, щоб отримати поради, як його пройти.</p>
      <ol aria-label="Етапи" className="mt-4 grid gap-6 print:mt-5 print:gap-4">
        {roadmap.map((phase, index) => (
          <li key={phase.phase} className="relative pl-11 sm:pl-12 print:break-inside-avoid print:pl-10">
            <span
              aria-hidden="true"
              className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:border-2 print:border-slate-900 print:bg-transparent print:text-slate-900"
            >
              {index + 1}
            </span>
            {index < roadmap.length - 1 && (
              <span aria-hidden="true" className="absolute top-10 bottom-[-1.25rem] left-4 w-px bg-brand-200 print:hidden" />
            )}
            <h3 className="pt-1 font-semibold text-slate-900">{phase.phase}</h3>
            <ul className="mt-3 grid gap-2 print:mt-1.5 print:block print:list-decimal print:space-y-1 print:pl-5">
              {phase.steps.map((step, stepIndex) => {
                const dialogId = `${dialogIds}-${index}-${stepIndex}`;
                return (
                  <li key={step.id} className="print:break-inside-avoid print:pl-1">
                    <button
                      type="button"
                      aria-haspopup="dialog"
                      commandfor={dialogId}
                      command="show-modal"
                      onClick={openWithoutInvokers}
                      className="group flex w-full items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2.5 text-left sm:px-4 sm:py-3 text-sm text-slate-800 transition-colors hover:border-brand-200 hover:bg-brand-50 print:border-0 print:p-0 print:text-[0.95rem] print:text-slate-900"
                    >
                      <span className="flex-1">{step.text}</span>
                      <ChevronRightIcon className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 group-hover:text-brand-700 print:hidden" />
                    </button>
                    <StepDialog id={dialogId} phaseNumber={index + 1} phase={phase.phase} step={step.text} />
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </DetailCard>
  );
}
