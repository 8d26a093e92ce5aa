/**
 * A page that reads a fragment passes it through `decodeURIComponent`, which throws on a malformed
 * escape (`/quiz#r=%E0%A`, a share link cut in the middle of an escape): the whole page would turn
 * into the error page.
 * Escape such a fragment's `%` signs before the router reads the address; a well-formed
 * fragment is left exactly as it is.
 */
export function repairedFragment(hash: string): string | null {
  if (!hash || decodedOrNull(hash) !== null) return null;
  return `#${hash.slice(1).replace(/%/g, '%25')}`;
}

/**
 * The decoded text, or null when it can't be decoded. The result must be used: the build's
 * minifier takes `decodeURIComponent` for a pure function and drops a call whose value is
 * ignored, try/catch and all.
 */
function decodedOrNull(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Applies `repairedFragment` to the current address (without a new history entry). */
export function repairMalformedFragment() {
  const hash = repairedFragment(window.location.hash);
  if (hash === null) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}
