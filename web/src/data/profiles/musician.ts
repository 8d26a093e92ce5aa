import { CREATIVE_CONTEST_FACT, PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Грає на музичних інструментах або співає — на концертах і для записів, соло чи в оркестрі, гурті, хорі. Багато репетирує, а ще може писати й аранжувати музику або викладати. Зазвичай працює в оркестрах, театрах, філармоніях, гуртах, студіях звукозапису та музичних школах.',
  afterGrade9:
    'Найчастіше вступають до фахового мистецького коледжу, наприклад музичного; до того зазвичай із дитинства навчаються в музичній школі.',
  afterGrade11:
    'Зазвичай вступають до фахового мистецького коледжу або до музичної академії на спеціальність «Музичне мистецтво».',
  specialties: ['B5'],
  fact: CREATIVE_CONTEST_FACT,
  sources: [
    'http://data.europa.eu/esco/occupation/f6803a58-91d9-4251-9a07-09fc387cec16',
    ...PROFILE_SOURCES.creativeContest,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
