import { paths } from '@/config/paths';
import { LATEST_CODE_VERSION, readShareHash, SHARE_CODE_VERSION } from '@/lib/quiz-code/share-code';
import { decodeTaggedCode, type TaggedCode } from '@/lib/quiz-code/tagged-code';
import type { Via } from './class-format';

/** What a scanned or typed text turned out to be (docs/decisions/0017). */
export type ReadCode =
  | ({ kind: 'result' } & TaggedCode)
  /** Not a Стежка result: another site's link, any other text. */
  | { kind: 'foreign' }
  /** A Стежка result of a format this version does not know (a later version of the site). */
  | { kind: 'newer' }
  /** Looks like a result code but is damaged (a letter missing or wrong). */
  | { kind: 'damaged' };

/**
 * Letters an adviser may type for the code's Latin a–d: the Cyrillic look-alikes (А, В, С) and
 * the letters a Ukrainian reads them as (а, бе, це, де → а, б, ц, д). None stands for two.
 */
const LOOK_ALIKES: Record<string, string> = { а: 'a', б: 'b', в: 'b', с: 'c', ц: 'c', д: 'd' };

/** A typed or read-out code → its canonical form: `1 АЦБД-Д 4821` → `1acbdd-4821`. */
function normalise(text: string): string {
  const compact = [...text.toLowerCase().replace(/[\s\-‐‑–—.]/g, '')].map((c) => LOOK_ALIKES[c] ?? c).join('');
  // The version digit may be left out when reading aloud: only version 1 exists so far.
  const withVersion = /^[a-d]/.test(compact) ? SHARE_CODE_VERSION + compact : compact;
  // Version 2 carries six interest letters after the five answers (decision 0033).
  const match = /^(\d[a-z]{5}(?:[a-z]{6})?)(\d*)$/.exec(withVersion);
  return match ? (match[2] ? `${match[1]}-${match[2]}` : match[1]!) : withVersion;
}

/**
 * A text in the place of a result code, typed alone or after `#r=` in a link: one rule for both.
 * A code this version reads is a result; one whose version number is higher than ours was written
 * by a later version of the site; anything else is damaged.
 */
function classify(code: string): ReadCode {
  const read = decodeTaggedCode(code);
  if (read) return { kind: 'result', ...read };
  const version = /^\d+(?=[a-z])/i.exec(code)?.[0];
  return version && Number(version) > Number(LATEST_CODE_VERSION) ? { kind: 'newer' } : { kind: 'damaged' };
}

function readBareCode(text: string, via: Exclude<Via, 'paper'>): ReadCode {
  const canonical = normalise(text);
  // Only a text shaped like a code can be a code gone wrong; any other is some other text.
  if (!/^\d?[a-z]{3,13}(-?\d{0,6})$/.test(canonical)) return { kind: 'foreign' };
  const read = classify(canonical);
  // A QR decoder returns the whole text or nothing: a scanned text that is not a code (`HELLO`,
  // `ABC123`) is someone else's QR code, never a damaged one. Typing is where a letter goes missing.
  return read.kind === 'damaged' && via === 'scan' ? { kind: 'foreign' } : read;
}

/**
 * A scanned QR code's text or a code typed in: a result link of this site (`…/quiz#r=1acbdd-4821`,
 * from any address this page is served at), or the code alone. The page never opens or fetches
 * what it reads; a link to another host is foreign even if its path looks right. `via` is how the
 * text came: a bare text that is not quite a code is damaged when typed, foreign when scanned.
 */
export function readCode(text: string, via: Exclude<Via, 'paper'>, host = window.location.host): ReadCode {
  const trimmed = text.trim();
  if (!trimmed) return via === 'scan' ? { kind: 'foreign' } : { kind: 'damaged' };
  if (!/^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !trimmed.includes('/')) return readBareCode(trimmed, via);
  let url: URL;
  try {
    url = new URL(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
  } catch {
    return { kind: 'foreign' };
  }
  if (!/^https?:$/.test(url.protocol) || url.host !== host || url.pathname !== paths.quiz.href())
    return { kind: 'foreign' };
  const shared = readShareHash(url.hash);
  return shared ? classify(shared.code) : { kind: 'foreign' };
}
