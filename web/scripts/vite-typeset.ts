import type { Plugin } from 'vite';
import { typeset } from '../src/lib/typeset.ts';
import { typesetSource } from './typeset.mjs';

const CYRILLIC = /[\u0400-\u04FF]/;

/** Sources whose texts reach a reader; tests keep the literals they were written with. */
const APP_SOURCE = /[\\/]src[\\/].*(?<!\.test|\.d)\.tsx?$/;

/**
 * Ukrainian typesetting at build (decision 0031): every text in the app's
 * sources goes through the rules of src/lib/typeset.ts as it is compiled, so an editor types
 * plain spaces and straight apostrophes and nobody runs a script by hand. The content files are
 * typeset by their loader (src/data/content/load.ts) with the same rules.
 */
export function typesetSources(): Plugin {
  return {
    name: 'stezhka-typeset',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!APP_SOURCE.test(file) || file.includes('node_modules')) return;
      // Most modules hold no Ukrainian text and no uk`…` template: no need to parse them.
      if (!CYRILLIC.test(code) && !code.includes('uk`')) return;
      const { text, edits } = typesetSource(code, file, typeset);
      return edits.length > 0 ? { code: text, map: null } : undefined;
    },
  };
}
