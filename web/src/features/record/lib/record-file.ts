import { FRAGMENT_KEYS, paths } from '@/config/paths';

/**
 * «Моя стежка» as a file, for a student without a second phone at hand (docs/decisions/0037): a
 * short text a person can read, with the record's link in it. Opened on the record's page (or
 * the link tapped), it is read as the link is.
 */
export function recordFileText(link: string): string {
  return [
    '«Моя стежка» зі Стежки: те, що було вибрано на сторінці, — у посиланні нижче.',
    'Щоб перенести це в інший браузер чи на інший пристрій, відкрий там посилання або натисни «Відкрити файл» на сторінці «Моя стежка» й обери цей файл.',
    '',
    link,
    '',
  ].join('\n');
}

/** `moia-stezhka-2026-11-27.txt` (the official transliteration), dated by the device's own calendar. */
export const recordFileName = (date: Date) =>
  `moia-stezhka-${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}.txt`;

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
