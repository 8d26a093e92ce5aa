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
