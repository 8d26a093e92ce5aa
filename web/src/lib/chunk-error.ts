/** What browsers say when a lazily loaded script is gone (a deploy removed it) or unreachable. */
const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

const RELOADED_KEY = 'stezhka:reloaded-for';
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
