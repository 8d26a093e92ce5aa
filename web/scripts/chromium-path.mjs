// The Chromium that the browser tests, the budget and the image scripts drive: CHROMIUM_PATH if
// set, else the first of these names on PATH. Chromium's headless shell comes first: the same
// engine without the browser around it, what Playwright itself runs for headless tests, and a
// third faster here (decision 0028). The Makefile asks this file too:
//   node web/scripts/chromium-path.mjs          prints that Chromium's path
//   node web/scripts/chromium-path.mjs --whole  prints a whole Chromium's (for Lighthouse)
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HEADLESS_SHELL = 'chromium-headless-shell';
const WHOLE = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

/** The first of `names` on PATH, or undefined. */
function onPath(names) {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) {
      const path = join(dir, name);
      try {
        accessSync(path, constants.X_OK);
        return path;
      } catch {
        // not in this folder
      }
    }
  }
  return undefined;
}

export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || onPath([HEADLESS_SHELL, ...WHOLE]);
  if (path) return path;
  throw new Error(
    `No Chromium found (${[HEADLESS_SHELL, ...WHOLE].join(', ')} on PATH): install one (e.g. apt install ${HEADLESS_SHELL}) or set CHROMIUM_PATH=/path/to/chrome`,
  );
}

/** A whole Chromium on PATH (never the headless shell), or undefined. */
export const wholeChromiumPath = () => onPath(WHOLE);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const path = process.argv[2] === '--whole' ? wholeChromiumPath() : onPath([HEADLESS_SHELL, ...WHOLE]);
  if (path) console.log(path);
  else process.exitCode = 1;
}
