import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom/server';
import { APP_ROUTES, preloadRoute, prerenderPages, routeMeta, type PrerenderPage } from './app/route-table';
import { AppRoutes } from './app/router';
import { ROUTER_FUTURE } from './app/router-future';
import {
  AFTER_GRADE9_FILE,
  INTEREST_TABLE_FILE,
  PROFILES_FILE,
  ROADMAPS_FILE,
  SUBJECTS_TABLE_FILE,
  type DataFile,
} from './config/data-files';
import roadmaps from 'virtual:content/roadmaps';
import subjectsTable from 'virtual:content/subjects-table';
import afterGrade9Routes from 'virtual:content/after-grade9';
import { afterGrade9File } from './data/after-grade9-file';
import { SCHOOL_SUBJECTS } from './data/school-subjects';
import { BUILT_IN_PROFESSIONS } from './data/professions';
import { hasDetail } from './data/profession-details';
import { PROFESSION_INTERESTS } from './data/profession-interests';
import { profilesFile } from './data/profiles-file';
import { PROFESSION_NAMES } from './data/profession-names';
import { interestTable } from './lib/interests/interest-table';
import { lineOf } from './lib/quiz-code/line-of';
import { documentTitle, SITE_NAME, type PageMeta } from './lib/page-meta';

export interface PrerenderedPage {
  html: string;
  meta: PageMeta;
  /** Source files of the route modules this page uses, to preload their chunks. */
  moduleIds: string[];
}

/**
 * Every page the build writes out, and the status the server answers it with: what the route table
 * makes of the content (app/route-table.ts, the one list of pages).
 */
export const PRERENDER_PAGES: PrerenderPage[] = prerenderPages(APP_ROUTES, {
  detailIds: BUILT_IN_PROFESSIONS.filter((p) => hasDetail(p.id)).map((p) => p.id),
});

export { documentTitle, SITE_NAME };
/** prerender.mjs writes both into the route table (docs/decisions/0024). */
export { API_PREFIX, IMMUTABLE_PREFIX } from './config/paths';
/** prerender.mjs writes each data file at its URL (config/data-files.ts). */
export function dataFiles(): Record<DataFile, unknown> {
  return {
    [PROFILES_FILE]: profilesFile(),
    [INTEREST_TABLE_FILE]: interestTable({
      interests: PROFESSION_INTERESTS,
      names: PROFESSION_NAMES,
      lineOf,
      hasDetail,
    }),
    [ROADMAPS_FILE]: roadmaps,
    [SUBJECTS_TABLE_FILE]: subjectsTable,
    [AFTER_GRADE9_FILE]: afterGrade9File(afterGrade9Routes, SCHOOL_SUBJECTS),
  };
}
/** prerender.mjs keeps the roadmap's early script only on pages that carry its markup. */
export { ROADMAP_DOM } from './lib/roadmap-marks/roadmap-dom';

export async function render(path: string): Promise<PrerenderedPage> {
  const route = await preloadRoute(path);
  if (!route) throw new Error(`No route for ${path}`);
  const errors: unknown[] = [];
  // `prerender` waits for every Suspense boundary, so lazily hydrated parts are in the HTML too.
  // No chunk-size limit: React would otherwise move a large boundary's content to the end of
  // the page and put it in place with an inline script.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={path} future={ROUTER_FUTURE}>
        <AppRoutes />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Infinity, onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (errors.length > 0) throw new Error(`Prerendering ${path} failed`, { cause: errors[0] });
  if (html.includes('<script')) throw new Error(`${path}: prerendered HTML must not contain inline scripts (CSP)`);
  const meta = routeMeta(path);
  if (!meta) throw new Error(`No route meta for ${path}`);
  return { html, meta, moduleIds: [`src/app/routes/${route.id}.tsx`] };
}
