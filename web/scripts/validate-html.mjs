// html-validate (its `recommended` and `a11y` presets) over every prerendered page in dist/_pages
// and every page of the offline copy's pages file (decision 0040): the HTML a visitor (and a
// screen reader) gets before any script runs, from the server or from the service worker.
// `make validate-html`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HtmlValidate, Reporter, formatterFactory } from 'html-validate';

const root = fileURLToPath(new URL('../dist/_pages/', import.meta.url));

/** Attributes newer than html-validate's own element list, which the pages use on purpose. */
const elements = {
  // Invoker commands: roadmap steps open their <dialog> with no script (decision 0011).
  button: {
    attributes: {
      commandfor: { enum: [/.+/] },
      command: {
        enum: ['show-modal', 'close', 'request-close', 'show-popover', 'hide-popover', 'toggle-popover', /^--/],
      },
    },
  },
  // A light-dismiss dialog: a tap on the backdrop or Esc closes it, with no script.
  dialog: {
    attributes: {
      closedby: { enum: ['any', 'closerequest', 'none'] },
    },
  },
};

const config = {
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  elements: ['html5', elements],
  rules: {
    // Markup style is not ours to choose: React, Vite and scripts/prerender.mjs each write the
    // page's tags. Pinned to what they write (`<!doctype html>`, useId's `_R_1_` ids, which HTML
    // allows, React's `fetchPriority`); `<link>` against `<link/>`, `async` against
    // `disabled=""` and `hidden=""` differ between the tools and parse the same, so those style
    // rules are off.
    'doctype-style': ['error', { style: 'lowercase' }],
    'valid-id': ['error', { relaxed: true }],
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // The fallback picture drawn behind a photo (components/ui/fallback-image.tsx) until the
    // Content-Security-Policy work moves it into CSS; then this option goes.
    'no-inline-style': ['error', { allowedProperties: ['background-image'] }],
    // A list's role may carry a name (ARIA 1.2): the search results and the roadmap's phases are
    // named lists a screen reader announces and jumps to. aria-label on a plain div or span still fails.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
  },
};

function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const files = pages(root).sort();
if (files.length === 0) {
  console.error(`validate-html: no pages in ${root} (run make web first)`);
  process.exit(1);
}

const { offlinePages } = JSON.parse(readFileSync(join(root, 'routes.json'), 'utf8'));
const kept = JSON.parse(readFileSync(fileURLToPath(new URL(`../dist${offlinePages}`, import.meta.url)), 'utf8'));
const offline = [
  ...kept.pages.map((page) => ({ name: `offline ${page.path}`, html: page.html })),
  ...kept.fallbacks.map((fallback) => ({ name: `offline ${fallback.pattern}`, html: fallback.html })),
];

const validator = new HtmlValidate(config);
const report = Reporter.merge([
  await validator.validateMultipleFiles(files),
  ...(await Promise.all(offline.map(({ name, html }) => validator.validateString(html, name)))),
]);
if (!report.valid) {
  console.error(formatterFactory('stylish')(report.results));
  process.exit(1);
}
console.log(
  `validate-html: ${files.length} pages and ${offline.length} of the offline copy, 0 errors ` +
    `(${[...files.map((f) => relative(root, f)), ...offline.map(({ name }) => name)].join(', ')})`,
);
