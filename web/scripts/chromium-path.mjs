// The Chromium that the browser tests, the budget and the image scripts drive: CHROMIUM_PATH if
// set, else the first of these names on PATH, as the Makefile finds it. Chromium's headless shell
// comes first: the same engine without the browser around it, what Playwright itself runs for
// headless tests, and a third faster here (decision 0028).
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const NAMES = ['chromium-headless-shell', 'chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const name of NAMES) {
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
  throw new Error(
    'No Chromium found (chromium-headless-shell, chromium, chromium-browser or google-chrome on PATH): install one (e.g. apt install chromium-headless-shell) or set CHROMIUM_PATH=/path/to/chrome',
  );
}
