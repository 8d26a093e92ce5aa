import type { Plugin, ViteDevServer } from 'vite';
import { CONTENT_DIR, loadContent, type Content } from '../src/data/content/load.ts';
import {
  catalogueView,
  detailIdsView,
  detailView,
  interestsView,
  linesView,
  namesView,
  professionIndexView,
  profilesView,
  quizTableView,
  roadmapsView,
  stepIdsView,
} from '../src/data/content/views.ts';
import { afterGrade9View, nextStepsView } from '../src/data/content/next-steps.ts';
import { subjectsTableView, subjectsView } from '../src/data/content/subjects-view.ts';

const PREFIX = 'virtual:content/';
const RESOLVED = `\0${PREFIX}`;

const json = (value: unknown) => `export default ${JSON.stringify(value)};\n`;

/** The views served as JSON, by module name (src/data/content/virtual.d.ts types them). */
const JSON_VIEWS: Readonly<Record<string, (content: Content) => unknown>> = {
  catalogue: catalogueView,
  names: namesView,
  'quiz-table': quizTableView,
  'profession-index': professionIndexView,
  'step-ids': stepIdsView,
  lines: linesView,
  profiles: profilesView,
  interests: interestsView,
  roadmaps: roadmapsView,
  'next-steps': nextStepsView,
  subjects: subjectsView,
  'subjects-table': subjectsTableView,
  'after-grade9': afterGrade9View,
};

/** Each view of the content as a module. */
function moduleOf(view: string, content: Content): string | undefined {
  if (Object.hasOwn(JSON_VIEWS, view)) return json(JSON_VIEWS[view]!(content));
  if (view === 'details') {
    // A chunk per detail page: the catalogue never downloads their texts.
    const loaders = detailIdsView(content).map((id) => `${JSON.stringify(id)}: () => import('${PREFIX}detail/${id}')`);
    return `export default {${loaders.join(', ')}};\n`;
  }
  if (view.startsWith('detail/')) {
    const detail = detailView(content, view.slice('detail/'.length));
    return detail ? json(detail) : undefined;
  }
  return undefined;
}

/**
 * The profession files of web/content (docs/content.md), checked by one schema, typeset and
 * served as modules: an error in a file stops the build with a line naming the file and the field.
 */
export function content(): Plugin {
  let cached: Content | undefined;
  const load = () => (cached ??= loadContent());
  return {
    name: 'stezhka-content',
    resolveId(id) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return;
      let code: string | undefined;
      try {
        code = moduleOf(id.slice(RESOLVED.length), load());
      } catch (error) {
        this.error(error instanceof Error ? error.message : String(error));
      }
      if (code === undefined) this.error(`no content module ${id.slice(1)}`);
      return code;
    },
    watchChange(id) {
      if (id.startsWith(CONTENT_DIR)) cached = undefined;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(CONTENT_DIR);
      const reload = (file: string) => {
        if (!file.startsWith(CONTENT_DIR)) return;
        cached = undefined;
        for (const mod of server.moduleGraph.idToModuleMap.values())
          if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload);
    },
  };
}
