/** CHROMIUM_PATH, else the first Chromium on PATH; throws, saying how to get one, if none. */
export function chromiumPath(): string;
/** A whole Chromium on PATH (never the headless shell), or undefined. */
export function wholeChromiumPath(): string | undefined;
