import { STEP_TIPS } from '@/data/step-tips';

/**
 * Paper only: the four tips that each step's dialog shows, printed once after the roadmap.
 * Hidden on screen (there the tips are in the dialogs).
 */
export function PrintStepTips() {
  return (
    <section aria-labelledby="print-step-tips" className="hidden break-inside-avoid print:block">
      <h2 id="print-step-tips" className="text-lg font-bold text-slate-900">
        Як пройти кожен крок
      </h2>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-900">
        {STEP_TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ol>
    </section>
  );
}
