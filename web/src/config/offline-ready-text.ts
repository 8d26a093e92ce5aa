/** The line that says the offline copy is whole (app/pwa/offline-ready.tsx); the adviser's lesson quotes its start. */
export const OFFLINE_READY_START = 'Стежку збережено в цьому браузері';
export const OFFLINE_READY_TEXT = `${OFFLINE_READY_START}: тепер вона відкривається й без інтернету.`;
