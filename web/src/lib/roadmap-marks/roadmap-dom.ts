import type { MarksStore } from './marks-store';

/**
 * The roadmap's DOM contract. The detail page's markup (roadmap-card.tsx, roadmap-progress.tsx,
 * step-dialog.tsx) carries these attributes, and code that runs without React reads them: the
 * marks (marks-dom.ts), the early script (early-roadmap.ts, before the app's modules) and the
 * prerender step (which keeps the early script only on pages that have a roadmap). They are named
 * here once, so that renaming one side cannot silently break the other.
 */
export const ROADMAP_DOM = {
  /** Around a roadmap; the value is the profession id its marks are stored under. */
  roadmap: 'data-roadmap',
  /** On every checkbox of a step, the list's and its dialog's; the value is the step's id. */
  step: 'data-step',
  /** Around a phase, with its count of done steps in `phaseDone`. */
  phase: 'data-phase',
  phaseDone: 'data-phase-done',
  /** The whole roadmap's count of done steps, and its `<progress>` bar. */
  marksDone: 'data-marks-done',
  marksProgress: 'data-marks-progress',
  /** A line shown when storage refuses (`refused`) or held something unreadable (`unreadable`). */
  marksWarning: 'data-marks-warning',
} as const;

export type MarksWarning = 'refused' | 'unreadable' | 'outdated';

/** The selectors of the contract's elements. */
export const ROADMAP_SELECTOR = {
  roadmap: `[${ROADMAP_DOM.roadmap}]`,
  step: `input[${ROADMAP_DOM.step}]`,
  phase: `[${ROADMAP_DOM.phase}]`,
  phaseDone: `[${ROADMAP_DOM.phaseDone}]`,
  marksDone: `[${ROADMAP_DOM.marksDone}]`,
  marksProgress: `progress[${ROADMAP_DOM.marksProgress}]`,
  marksWarning: `[${ROADMAP_DOM.marksWarning}]`,
} as const;

/** JSX props that put one of the contract's attributes on an element: `{...dataAttr(ROADMAP_DOM.phase)}`. */
export function dataAttr<Name extends string>(name: Name, value = ''): { [key in Name]: string } {
  return { [name]: value } as { [key in Name]: string };
}

declare global {
  interface Window {
    /** One marks store per page, whichever script makes it first: the early script or the app. */
    __stezhkaMarks?: MarksStore;
    /** The marks are shown and kept on this page already (early script or app): don't load them twice. */
    __stezhkaMarksShown?: boolean;
  }
}
