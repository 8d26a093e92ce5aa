// Renders every known route to static HTML with React's server renderer, so the first
// paint needs no JavaScript. The server embeds the result (dist/_pages) and its route table,
// and the file of the offline copy's pages (src/sw/offline-pages.ts).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { entryKey, readManifest, staticClosure } from './vite-manifest.mjs';

const dist = new URL('../dist/', import.meta.url);
const pagesDir = new URL('_pages/', dist);
const ssrEntry = new URL('../dist-ssr/entry-server.js', import.meta.url);

const { render, PRERENDER_PAGES, documentTitle, ROADMAP_DOM, dataFiles, API_PREFIX, IMMUTABLE_PREFIX } = await import(
  ssrEntry.href
);
const manifest = readManifest(dist);
/** The CSP sources (`'sha256-…'`) of the inline stylesheets: the server allows exactly these. */
const styleHashes = new Set();
/** Vite's page, which links the stylesheet: the form of each page the offline copy keeps. */
const linkedTemplate = readFileSync(new URL('index.html', dist), 'utf8');
const template = inlineStylesheets(linkedTemplate);
const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headFor(page, meta, moduleIds) {
  const title = documentTitle(meta);
  // Layout routes live in the entry chunk; each page has exactly one lazy route module.
  const lazyModules = moduleIds.filter((id) => id in manifest);
  if (lazyModules.length !== 1) throw new Error(`${page.path}: expected one route module, got ${lazyModules}`);
  const preloads = staticClosure(manifest, lazyModules)
    .filter((file) => !entryFiles.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Стежка" />`,
    `<meta property="og:locale" content="uk_UA" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    ...(page.status === 404 ? ['<meta name="robots" content="noindex" />'] : []),
    ...preloads,
  ].join('\n    ');
}

/**
 * The whole stylesheet is small (Tailwind keeps only used utilities), so each page the server
 * sends carries it inline: the first paint is styled without waiting for a second request. The
 * CSP allows it by its hash, not with 'unsafe-inline' (docs/decisions/0002). The offline copy's
 * pages link it instead, and the copy holds it once (decision 0040).
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file) => {
    const css = readFileSync(new URL(file, dist), 'utf8');
    if (css.length > 64 * 1024) throw new Error(`${file} is too big to inline (${css.length} bytes)`);
    styleHashes.add(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    return `<style>${css}</style>`;
  });
}

/**
 * The page is whole without its modules (they hydrate it), so they are fetched at low priority:
 * on a slow line the HTML's pictures come first and the first paint waits for no script.
 */
function lowPriorityModules(html) {
  const tags = /<link rel="modulepreload" crossorigin href="[^"]+"|<script type="module" crossorigin src="[^"]+"/g;
  if (!html.match(tags)) throw new Error('the module tags have changed: update prerender.mjs');
  return html.replace(tags, (tag) => `${tag} fetchpriority="low"`);
}

/**
 * Each early script (vite.config.ts) stays only on pages with something for it to do:
 * early-input on a form marked `data-replay-submit` (the quiz), early-roadmap on a roadmap or a
 * `commandfor` button (the detail pages). (After hydration the app handles all of it itself, so
 * pages reached by client-side navigation need them no more.)
 */
const EARLY_SCRIPTS = {
  'early-input': /data-replay-submit/,
  'early-roadmap': new RegExp(`${ROADMAP_DOM.roadmap}=|commandfor=`),
};

function withoutUnusedEarlyScripts(page, body) {
  for (const [name, usedBy] of Object.entries(EARLY_SCRIPTS)) {
    const tag = new RegExp(`<script src="${IMMUTABLE_PREFIX}${name}-[^"]+\\.js" async(="")?></script>\\s*`);
    if (!tag.test(page)) throw new Error(`the ${name} script tag has changed: update prerender.mjs`);
    if (!usedBy.test(body)) page = page.replace(tag, '');
  }
  return page;
}

rmSync(pagesDir, { recursive: true, force: true });
/**
 * Fixed URLs the server always revalidates (`no-cache`): a stale service worker keeps serving
 * the old app, a stale manifest its old install settings, a stale data file last version's
 * texts. `/sw.js` is built after this step (vite.sw.config.ts); the manifest is the one
 * index.html links; the data files are written here (src/config/data-files.ts).
 */
const manifestLink = template.match(/<link rel="manifest" href="([^"]+)"/);
if (!manifestLink) throw new Error('index.html links no manifest: update prerender.mjs');
const files = Object.entries(dataFiles());
const revalidate = ['/sw.js', manifestLink[1], ...files.map(([url]) => url)];
for (const [url, value] of files) writeFileSync(new URL(`.${url}`, dist), JSON.stringify(value));

/**
 * Two rules the server and the service worker share, defined in src/config/paths.ts, written
 * here into routes.json and read by both from it (docs/decisions/0024). The API's addresses:
 * never a page, never touched by the service worker, disallowed to crawlers. Under the immutable
 * prefix, Vite's content-hashed files (its `build.assetsDir`): their names change whenever their
 * bytes do, so they are cached for good.
 */
const unhashed = Object.values(manifest).filter((chunk) => !`/${chunk.file}`.startsWith(IMMUTABLE_PREFIX));
if (unhashed.length > 0)
  throw new Error(`Vite's output lies outside ${IMMUTABLE_PREFIX}: ${unhashed.map((c) => c.file)}`);
if (existsSync(new URL(`../public${IMMUTABLE_PREFIX}`, import.meta.url))) {
  throw new Error(`public${IMMUTABLE_PREFIX} would be cached for good, though its names carry no hash`);
}

const table = {
  pages: [],
  fallbacks: [],
  styleHashes: [...styleHashes],
  revalidate,
  apiPrefix: API_PREFIX,
  immutablePrefix: IMMUTABLE_PREFIX,
};
/**
 * The offline copy's pages, in one file (src/sw/offline-pages.ts): every page but those allowed
 * the camera, whose Permissions-Policy only the server's own answer carries (the worker precaches
 * them as the server sends them).
 */
const offlinePages = { pages: [], fallbacks: [] };
for (const page of PRERENDER_PAGES) {
  const { html, meta, moduleIds } = await render(page.path);
  const fill = (base) =>
    lowPriorityModules(
      withoutUnusedEarlyScripts(
        base.replace('<!--app-head-->', headFor(page, meta, moduleIds)).replace('<!--app-html-->', html),
        html,
      ),
    );
  const target = new URL(page.file, pagesDir);
  mkdirSync(dirname(target.pathname), { recursive: true });
  writeFileSync(target, fill(template));
  if (page.path.startsWith(API_PREFIX))
    throw new Error(`${page.path}: a page under ${API_PREFIX}, where the API answers`);
  if (page.fallbackFor) {
    table.fallbacks.push({ pattern: page.fallbackFor, file: page.file });
    offlinePages.fallbacks.push({ pattern: page.fallbackFor, html: fill(linkedTemplate) });
  } else {
    table.pages.push({
      path: page.path,
      file: page.file,
      title: documentTitle(meta),
      ...(page.camera && { camera: true }),
    });
    if (!page.camera) offlinePages.pages.push({ path: page.path, html: fill(linkedTemplate) });
  }
  console.log(`prerendered ${page.path.padEnd(34)} → _pages/${page.file} (${page.status})`);
}
// Named by its content, like Vite's files under the immutable prefix: cached for good, and a new
// version's worker fetches its own.
const pagesFile = JSON.stringify(offlinePages);
const pagesName = `offline-pages-${createHash('sha256').update(pagesFile).digest('hex').slice(0, 12)}.json`;
writeFileSync(new URL(`.${IMMUTABLE_PREFIX}${pagesName}`, dist), pagesFile);
table.offlinePages = `${IMMUTABLE_PREFIX}${pagesName}`;
writeFileSync(new URL('routes.json', pagesDir), JSON.stringify(table, null, 2));
// The template is not a page of its own: every HTML answer comes from _pages.
rmSync(new URL('index.html', dist));
