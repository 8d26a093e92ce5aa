// Runs as soon as a page is parsed, long before the app's scripts (a classic `async` script
// of a few hundred bytes, put into the pages that use it by vite.config.ts and scripts/prerender.mjs). It keeps what a visitor
// does before hydration from being lost (docs/decisions/0011-input-before-hydration.md); the
// roadmap's counterpart is src/early-roadmap.ts.
//
// A form marked `data-replay-submit="<name>"` (the quiz): choosing a radio enables its
//   submit buttons marked `data-needs-answer`, and a submit is held back (no page load) and
//   remembered in `window.__heldSubmits`; the app replays it once hydrated.
(() => {
  const held = (window.__heldSubmits ??= []);
  const replayForm = (target) => target instanceof Element && target.closest('form[data-replay-submit]');

  const enableIfAnswered = (form) => {
    if (!form || !form.querySelector('input[type=radio]:checked')) return;
    for (const button of form.querySelectorAll('[data-needs-answer]')) button.disabled = false;
  };
  addEventListener('change', (event) => enableIfAnswered(replayForm(event.target)));
  // A radio chosen before this script arrived.
  const catchUp = () => document.querySelectorAll('form[data-replay-submit]').forEach(enableIfAnswered);
  catchUp();
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', catchUp);

  addEventListener('submit', (event) => {
    const form = replayForm(event.target);
    // Once hydrated, the app handles (and prevents) the submit itself.
    if (!form || event.defaultPrevented) return;
    event.preventDefault();
    held.push(form.dataset.replaySubmit);
  });
})();
