/**
 * The roadmap marks carried by a link to another device: `/profession/<id>#marks=1.python.nmt`.
 * A version digit, then step ids separated by dots — no free text, compact (docs/decisions/0012).
 * In the fragment, so it never reaches a server or its logs.
 */

import { FRAGMENT, TRANSFER_KEY } from './transfer-fragment';

const VERSION = '1';

export function transferFragment(stepIds: readonly string[]): string {
  return `#${TRANSFER_KEY}=${[VERSION, ...stepIds].join('.')}`;
}

/**
 * The fragment → the step ids it marks that this roadmap has, in its order; `null` for a
 * damaged link: another version, characters ids never have, or no step of this roadmap.
 */
export function readTransfer(hash: string, knownIds: readonly string[]): string[] | null {
  let code: string;
  try {
    code = decodeURIComponent(hash.replace(FRAGMENT, ''));
  } catch {
    return null;
  }
  const [version, ...ids] = code.split('.');
  if (version !== VERSION || ids.some((id) => !/^[a-z0-9-]{1,40}$/.test(id))) return null;
  const wanted = new Set(ids);
  const found = knownIds.filter((id) => wanted.has(id));
  return found.length > 0 ? found : null;
}
