import { FRAGMENT_KEYS, paths } from '@/config/paths';

// Where a record's code is found: a saved file's text (record-file.ts), a pasted link, the page's fragment.
const CODE_IN_TEXT = new RegExp(`${paths.record.pattern}#${FRAGMENT_KEYS.record}=([^\\s]*)`);

/** The record's code in a file's text (or in a pasted link), or null when there is none. */
export function codeInText(text: string): string | null {
  return CODE_IN_TEXT.exec(text)?.[1] ?? null;
}

/** The record's code in the page's fragment (`#m=…`), or null when the fragment holds none. */
export function codeInHash(hash: string): string | null {
  const match = new RegExp(`^#${FRAGMENT_KEYS.record}(?:=|%3[dD])(.*)$`, 's').exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).trim();
  } catch {
    return '';
  }
}
