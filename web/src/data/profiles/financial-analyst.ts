import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Вивчає фінансовий стан компанії: чи вона заробляє, чи зможе вчасно розрахуватися з боргами, як розпоряджається своїм майном. За цими даними радить керівникам та інвесторам, які рішення ухвалити. Зазвичай працює в банках, компаніях, інвестиційних фондах або державних установах.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на фінанси або економіку.',
  specialties: ['D2', 'C1'],
  fact: 'За проєктом правил вступу 2026 року на спеціальність C1 «Економіка та міжнародні економічні відносини» потрібен мінімальний конкурсний бал 150 — і на бюджет, і на контракт.',
  sources: [
    'http://data.europa.eu/esco/occupation/8d586ee9-0ab1-4155-a3b0-2ca786c8e48c',
    ...PROFILE_SOURCES.minScore2026,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
