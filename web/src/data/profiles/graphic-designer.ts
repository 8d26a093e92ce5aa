import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Поєднує текст і зображення так, щоб вони передавали ідею: логотипи, плакати, упаковку, сторінки сайтів і журналів. Працює вручну або в програмах для дизайну. Зазвичай працює в агенціях, у командах брендів, у видавництвах або сам на себе.',
  afterGrade9: 'Можна вступити до фахового коледжу дизайну.',
  afterGrade11: 'Коледж або університет; найчастіше вступають на спеціальність B2 «Дизайн».',
  specialties: ['B2'],
  sources: ['http://data.europa.eu/esco/occupation/69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2'],
};
