// The detail pages' early script: a classic `async` script (vite.config.ts builds it, the
// prerender step keeps it only on pages with a roadmap), so it runs as soon as the page is parsed,
// before the app's modules — and whether or not the roadmap ever hydrates (decision 0011).
// - Marks (decision 0012): a visitor with marks on this device, or who ticks a step, gets
//   early-roadmap-marks.ts, which shows and keeps them (and so does the first mark made in
//   another tab); a visitor without never downloads it.
//   A tick made before it arrives stays ticked in the page, and it saves that.
// - `<button commandfor command="show-modal|close">` (roadmap steps, the reset question) in
//   browsers without invoker commands: the dialog opens or closes here, so those work before the app.
import { MARKS_KEY } from '@/lib/roadmap-marks/marks-key';
import { ROADMAP_SELECTOR } from '@/lib/roadmap-marks/roadmap-dom';

let loaded = false;
const loadMarks = () => {
  if (loaded || window.__stezhkaMarksShown) return;
  loaded = true;
  const script = document.createElement('script');
  // vite.config.ts puts the built file's address here.
  script.src = '__EARLY_ROADMAP_MARKS__';
  script.type = 'module';
  document.head.append(script);
};

try {
  if (localStorage.getItem(MARKS_KEY) !== null) loadMarks();
} catch {
  // Storage refused: the marks script says so when the visitor ticks a step.
}
addEventListener(
  'change',
  (event) => event.target instanceof Element && event.target.matches(ROADMAP_SELECTOR.step) && loadMarks(),
  true,
);
// Another tab marked a step.
window.addEventListener('storage', (event) => event.key === MARKS_KEY && loadMarks());

if (!('commandForElement' in HTMLButtonElement.prototype)) {
  // Capture phase on the window: React stops events aimed at HTML it has not hydrated.
  addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
      const dialog = button && document.getElementById(button.getAttribute('commandfor')!);
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button!.getAttribute('command');
      if (command === 'show-modal' && !dialog.open) dialog.showModal();
      else if (command === 'close' && dialog.open) dialog.close();
    },
    true,
  );
}
