import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Планує й організовує роботу організації чи її підрозділу: визначає цілі та бюджет, організовує людей і ресурси, стежить за результатами й ухвалює рішення. Менеджери бувають різні: з продажу, маркетингу, проєктів, персоналу тощо. Зазвичай працюють у компаніях, державних установах і громадських організаціях будь-якого профілю.',
  afterGrade9: 'Після 9 класу можна вступити до фахового коледжу на менеджмент.',
  afterGrade11:
    'Найчастіше вступають до університету на спеціальність «Менеджмент»; такі програми є й у фахових коледжах.',
  specialties: ['D3'],
  sources: [
    'http://data.europa.eu/esco/isco/C1',
    'http://data.europa.eu/esco/isco/C12',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
