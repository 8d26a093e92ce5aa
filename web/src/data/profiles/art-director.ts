import { CREATIVE_CONTEST_FACT, PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Визначає візуальний образ реклами, журналу, фільму чи гри: стиль, композицію, зображення. Керує дизайнерами, ілюстраторами й фотографами та узгоджує роботу всіх учасників. Зазвичай працює в рекламі, медіа, кіно, театрі, моді, у компаніях, що створюють ігри й онлайн-сервіси; артдиректором найчастіше стають після кількох років роботи дизайнером.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на дизайн, а потім набираються досвіду на роботі.',
  specialties: ['B2', 'B1'],
  fact: CREATIVE_CONTEST_FACT,
  sources: [
    'http://data.europa.eu/esco/occupation/cb93fd23-1f51-4495-867a-936c1967066b',
    ...PROFILE_SOURCES.creativeContest,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
