import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Пише тексти для сайтів, соцмереж і розсилок, описи товарів і рекламу — від довгих статей до коротких гасел. Вивчає тему, сам редагує й вичитує написане, узгоджує тексти з дизайнерами та маркетологами. Зазвичай працює в агенціях, відділах маркетингу компаній, медіа або як фрилансер.',
  afterGrade9: null,
  afterGrade11:
    'Диплом певної спеціальності зазвичай не обов’язковий; найчастіше вступають до університету на філологію або журналістику.',
  specialties: ['B11', 'C7', 'D5'],
  sources: [
    'http://data.europa.eu/esco/occupation/b1ab3572-fa2f-4624-8eac-3c3d986d237b',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
