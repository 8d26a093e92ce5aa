import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Займається з учнями через інтернет, індивідуально або в невеликих групах: пояснює те, що не вдалося зрозуміти в школі, готує до НМТ, показує, як ефективніше вчитися. Стежить за успіхами учня й добирає заняття відповідно до його темпу. Зазвичай працює з дому — часто самостійно, без роботодавця, або через онлайн-платформи для репетиторів.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на «Середню освіту» з предмета, який хочуть викладати, або на спеціальність цього предмета, наприклад математику чи філологію.',
  specialties: ['A4'],
  related: 'teacher',
  sources: [
    'http://data.europa.eu/esco/occupation/59bce29f-5c8b-47cf-bfd4-6ec003f5323a',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
