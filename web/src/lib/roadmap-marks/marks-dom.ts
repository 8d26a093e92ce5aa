import { countDone } from './marks-format';
import { marksStore, type MarksStore } from './marks-store';
import { ROADMAP_SELECTOR, type MarksWarning } from './roadmap-dom';

/**
 * Shows the stored marks on a roadmap and keeps them as the student ticks steps, with plain DOM
 * and no framework: it runs from the early script before the page hydrates (and from the app
 * after a client-side navigation), so marks appear as the page renders and a tick made before
 * hydration is saved. It works on the markup of the contract in roadmap-dom.ts; besides, a
 * <dialog> closed with the value `reset` (the reset question) clears the roadmap's marks.
 */
const ROADMAP = ROADMAP_SELECTOR.roadmap;
const STEP = ROADMAP_SELECTOR.step;

const roadmapOf = (element: Element) => element.closest<HTMLElement>(ROADMAP);
const stepIds = (root: ParentNode) =>
  new Set([...root.querySelectorAll<HTMLInputElement>(STEP)].map((box) => box.dataset.step!));

/** Ticks made before this code ran: the boxes start unticked, so a ticked one is the visitor's. */
const seen = new WeakSet<HTMLElement>();

function render(store: MarksStore, root: HTMLElement) {
  const id = root.dataset.roadmap!;
  if (!seen.has(root)) {
    seen.add(root);
    const early = [...root.querySelectorAll<HTMLInputElement>(`${STEP}:checked`)].map((box) => box.dataset.step!);
    if (early.some((step) => !store.get(id).includes(step))) store.set(id, [...store.get(id), ...early]);
  }
  const marked = store.get(id);
  for (const box of root.querySelectorAll<HTMLInputElement>(STEP)) box.checked = marked.includes(box.dataset.step!);
  const count = (scope: ParentNode) => countDone(marked, [...stepIds(scope)]);
  for (const phase of root.querySelectorAll<HTMLElement>(ROADMAP_SELECTOR.phase)) {
    phase.querySelector(ROADMAP_SELECTOR.phaseDone)!.textContent = String(count(phase));
  }
  const total = count(root);
  for (const element of root.querySelectorAll(ROADMAP_SELECTOR.marksDone)) element.textContent = String(total);
  for (const bar of root.querySelectorAll<HTMLProgressElement>(ROADMAP_SELECTOR.marksProgress)) bar.value = total;
  for (const line of root.querySelectorAll<HTMLElement>(ROADMAP_SELECTOR.marksWarning)) {
    line.hidden = !store[line.dataset.marksWarning as MarksWarning];
  }
}

/** Every roadmap on the page, now and whenever the marks change. Safe to call again. */
export function showRoadmapMarks() {
  const store = marksStore();
  const renderAll = () => document.querySelectorAll<HTMLElement>(ROADMAP).forEach((root) => render(store, root));
  if (!window.__stezhkaMarksShown) {
    window.__stezhkaMarksShown = true;
    store.subscribe(renderAll);
    // Capture phase: React stops events aimed at HTML it has not hydrated.
    addEventListener(
      'change',
      (event) => {
        const box = event.target;
        if (!(box instanceof HTMLInputElement) || !box.matches(STEP)) return;
        const root = roadmapOf(box);
        if (!root) return;
        const id = root.dataset.roadmap!;
        const step = box.dataset.step!;
        const others = store.get(id).filter((marked) => marked !== step);
        store.set(id, box.checked ? [...others, step] : others);
      },
      true,
    );
    // `close` doesn't bubble, but the capture phase still passes the window.
    addEventListener(
      'close',
      (event) => {
        const dialog = event.target;
        if (!(dialog instanceof HTMLDialogElement) || dialog.returnValue !== 'reset') return;
        dialog.returnValue = '';
        const root = roadmapOf(dialog);
        // Only this list's steps: a profession's «now» steps share its marks but not its roadmap's reset.
        if (root) {
          const own = stepIds(root);
          store.set(
            root.dataset.roadmap!,
            store.get(root.dataset.roadmap!).filter((step) => !own.has(step)),
          );
        }
      },
      true,
    );
  }
  renderAll();
}
