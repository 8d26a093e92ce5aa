// Prints two JavaScript figures per route (gzip) and fails when either is above the budget
// (decision 0025):
// - first load: the scripts the prerendered HTML asks for (the early scripts, the entry chunk
//   and its static imports, the route module's chunk and its static imports);
// - within 5 s: first load plus every other script Chromium requests in the first 5 s of a
//   never-signed-in visitor opening the route and doing nothing (lazy chunks a screen loads by
//   itself). Measured, never listed by hand. Firebase's SDK is never among them.
// The routes: every page of the route table, each fallback at an address nothing else answers,
// and every address the pages link to that a fallback answers (the not-found screen of a
// profession in the catalogue without a page loads chunks of its own).
// The pages are served from dist/ by the route table, as the server does, to the machine's
// Chromium (scripts/chromium-path.mjs) with no service worker.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { runnerImport } from 'vite';
import { chromiumPath } from './chromium-path.mjs';
import { JS_BUDGET_KB } from './js-budget-limit.mjs';
import { entryKey, readManifest, staticClosure } from './vite-manifest.mjs';

const WINDOW_MS = 5_000;
/** Pages measured at once: few, so that a busy machine does not push a request past 5 s. */
const AT_ONCE = 3;

const dist = new URL('../dist/', import.meta.url);
const manifest = readManifest(dist);
const table = JSON.parse(readFileSync(new URL('_pages/routes.json', dist), 'utf8'));
const entryFiles = staticClosure(manifest, [entryKey(manifest)]);
/** Firebase's SDK, which a visitor who never signed in never downloads (issue 13). */
const FIREBASE_MODULE = 'src/features/auth/firebase-client.ts';
const firebaseFile = manifest[FIREBASE_MODULE]?.file;
if (!firebaseFile) throw new Error(`Vite manifest has no chunk ${FIREBASE_MODULE}`);

/** A fallback's pattern as a test, and an address only it answers. */
const fallbacks = table.fallbacks.map((f) => ({
  ...f,
  test: new RegExp(`^${f.pattern.replace(/:[a-z]+/g, '[^/]+').replace('*', '.*')}$`),
  sample: f.pattern.replace(/:[a-z]+/g, 'no-such-name').replace('*', 'no-such-page'),
}));
const pageFile = (path) =>
  table.pages.find((p) => p.path === path)?.file ?? fallbacks.find((f) => f.test.test(path))?.file;

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url, 'http://local').pathname);
  const asset = new URL(`.${path}`, dist);
  if (!path.startsWith('/_pages/') && !path.endsWith('/') && existsSync(asset) && statSync(asset).isFile()) {
    response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    return response.end(readFileSync(asset));
  }
  const file = path.startsWith(table.apiPrefix) ? undefined : pageFile(path);
  if (!file) return response.writeHead(404).end();
  response.writeHead(table.pages.some((p) => p.path === path) ? 200 : 404, { 'content-type': 'text/html' });
  response.end(readFileSync(new URL(`_pages/${file}`, dist)));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ serviceWorkers: 'block', locale: 'uk-UA' });

/**
 * The scripts the page at `path` requests in its first 5 s, and the addresses it links to;
 * `stored`: what localStorage holds before the page loads.
 */
async function visit({ path, stored = {}, shows }) {
  const page = await context.newPage();
  await page.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, stored);
  const scripts = new Set();
  const start = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && Date.now() - start <= WINDOW_MS) scripts.add(request.url());
  });
  await page.goto(origin + path);
  await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - start)));
  const links = await page.$$eval('a[href^="/"]', (anchors) => anchors.map((a) => a.pathname));
  const shown = !shows || (await page.locator(shows).count()) > 0;
  await page.close();
  return { scripts: [...scripts], links, shown };
}

const gzipKb = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length / 1024;
const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);

/** What the HTML itself asks for. */
function firstLoadOf(file) {
  const html = readFileSync(new URL(`_pages/${file}`, dist), 'utf8');
  const asked = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
    ...html.matchAll(/<script[^>]* src="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  return new Set([...entryFiles, ...asked]);
}

/**
 * /interests in the states that load more than its first statement (decision 0033): the answers of
 * a finished profile stored (the result shows at once), and a shared result open. Made by the app's
 * own modules, and checked to have shown the result: a state that no longer does is not measured.
 */
const src = new URL('../src', import.meta.url).pathname;
const load = async (file) =>
  (await runnerImport(new URL(file, import.meta.url).pathname, { resolve: { alias: { '@': src } } })).module;
const { INTEREST_STATEMENTS } = await load('../src/data/interests.ts');
const { INTERESTS_KEY, serializeProgress } = await load('../src/lib/interests/answers-format.ts');
const { encodeScores } = await load('../src/lib/interests/interest-code.ts');
const { paths } = await load('../src/config/paths.ts');
const { RECORD_KEY, serializeRecord } = await load('../src/lib/record/record-format.ts');
const { MARKS_KEY, serializeMarks } = await load('../src/lib/roadmap-marks/marks-format.ts');
const { SUBJECTS_KEY, serializeChoice } = await load('../src/lib/subjects/choice-format.ts');
// The professions' numbers and the roadmaps' step ids are content (decision 0042): read from its files.
const views = await load('../src/data/content/views.ts');
const content = (await load('../src/data/content/load.ts')).loadContent();
const PUBLISHED_STEP_IDS = views.stepIdsView(content);
const PROFESSION_INDEX = views.professionIndexView(content);
/** A student who likes making things and creating: a result with its professions listed. */
const LIKES = { R: 4, A: 3, I: 1 };
const answers = INTEREST_STATEMENTS.map(({ type }) => LIKES[type] ?? 0);
const RESULT = '[data-interests-result] [data-matches]';
const routes = [
  ...table.pages.map((p) => ({ path: p.path, label: p.path })),
  ...fallbacks.map((f) => ({ path: f.sample, label: `${f.pattern} (404)` })),
  {
    path: paths.interests.href(),
    label: `${paths.interests.href()} (answers stored)`,
    stored: { [INTERESTS_KEY]: serializeProgress({ answers, at: answers.length }) },
    shows: RESULT,
  },
  {
    path: paths.interests.href({ shared: encodeScores([20, 4, 16, 1, 9, 5]) }),
    label: `${paths.interests.href()} (shared result)`,
    shows: RESULT,
  },
  // «Моя стежка» filled with all it can hold (decision 0037): a kept result, a profile, every
  // profession kept, every step of every roadmap marked, subjects liked and hard (decision 0046).
  {
    path: paths.record.href(),
    label: `${paths.record.href()} (filled record)`,
    stored: {
      [RECORD_KEY]: serializeRecord({ quiz: '1acbdd', kept: PROFESSION_INDEX }),
      [INTERESTS_KEY]: serializeProgress({ answers, at: answers.length }),
      [MARKS_KEY]: serializeMarks(PUBLISHED_STEP_IDS),
      [SUBJECTS_KEY]: serializeChoice({ liked: ['biology', 'chemistry'], hard: ['math'] }),
    },
    shows: '[data-record-sheet] [data-record-part="after9"] [data-record-routes]',
  },
];
const seen = new Set(routes.map((r) => r.path.replace(/#.*/, '')));
const results = [];
const problems = [];
for (let i = 0; i < routes.length; i += AT_ONCE) {
  const batch = routes.slice(i, i + AT_ONCE);
  for (const [index, { scripts, links, shown }] of (await Promise.all(batch.map(visit))).entries()) {
    const route = batch[index];
    if (!shown) problems.push(`${route.label} did not show ${route.shows}: the budget measured another screen`);
    const outside = scripts.filter((url) => !url.startsWith(`${origin}/`));
    if (outside.length) problems.push(`${route.label} loads scripts from elsewhere: ${outside.join(' ')}`);
    const fetched = scripts.filter((url) => url.startsWith(`${origin}/`)).map((url) => new URL(url).pathname.slice(1));
    if (fetched.includes(firebaseFile))
      problems.push(`${route.label} downloads Firebase for a visitor who never signed in`);
    const first = firstLoadOf(pageFile(route.path.replace(/#.*/, '')));
    results.push({ route, first, early: new Set([...first, ...fetched]) });
    // An address a page links to that a fallback answers is a screen of its own.
    for (const link of links) {
      if (seen.has(link) || extname(link) || table.pages.some((p) => p.path === link)) continue;
      seen.add(link);
      routes.push({ path: link, label: `${link} (404)` });
    }
  }
}
await browser.close();
server.close();

const row = (...cells) =>
  console.log(cells.map((c, i) => (i ? String(c).padStart(12) : String(c).padEnd(40))).join(''));
console.log(`JavaScript per route (gzip KB, budget ${JS_BUDGET_KB} KB each)`);
row('route', 'first load', 'within 5 s', 'files');
for (const { route, first, early } of results) {
  const [firstKb, earlyKb] = [sum(first), sum(early)];
  const over = firstKb > JS_BUDGET_KB || earlyKb > JS_BUDGET_KB;
  if (over) problems.push(`${route.label} needs more than ${JS_BUDGET_KB} KB of gzip JavaScript`);
  row(`${over ? '✗' : '✓'} ${route.label}`, firstKb.toFixed(1), earlyKb.toFixed(1), early.size);
}
if (problems.length) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
