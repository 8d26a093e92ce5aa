/** What browsers say when a lazily loaded script is gone (a deploy removed it) or unreachable. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

export const RELOADED_KEY = 'stezhka:reloaded-for';
/** A second failure of the same page within this time is a real error, not a deploy. */
const LOOP_GUARD_MS = 60_000;

/**
 * Claims the one full load of `href` that fetches the current version's files. False when
 * that was already tried just now (or the tab can't remember it): then the error is shown.
 */
export function claimReload(href: string, now = Date.now()): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { href: string; at: number } | null;
    if (last && last.href === href && now - last.at < LOOP_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href, at: now }));
    return true;
  } catch {
    return false;
  }
}

/** The script a failed import names (Chromium and Firefox say it; Safari does not). */
export function failedScriptOf(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  return (error as Error).message.match(/https?:\/\/\S+?\.js(?=[?#\s]|$)/)?.[0] ?? null;
}

const importScript = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * `load`, and after its script failed to arrive, that script fetched anew. Chromium (148)
 * remembers a failed import of an address for the life of the page, so importing it again
 * fails again without asking the network, and a «retry» could never work; the same file under
 * a query is another address to it. Where the error names no script, `load` runs again.
 */
export function reloadable<M>(load: () => Promise<M>, importUrl = importScript): () => Promise<M> {
  let failed: string | null = null;
  let attempt = 0;
  return () => {
    const next = failed ? (importUrl(`${failed}?retry=${++attempt}`) as Promise<M>) : load();
    return next.catch((error: unknown) => {
      failed = failedScriptOf(error) ?? failed;
      throw error;
    });
  };
}
