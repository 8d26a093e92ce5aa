import { CREATIVE_CONTEST_FACT, PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Поєднує текст і зображення так, щоб вони передавали ідею: створює логотипи, плакати, упаковку, макети сайтів і журналів. Малює від руки або в програмах для дизайну. Зазвичай працює в рекламних агенціях, видавництвах, відділах маркетингу компаній або як фрилансер.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу, де навчають дизайну.',
  afterGrade11: 'Зазвичай вступають до фахового коледжу або до університету, найчастіше на спеціальність «Дизайн».',
  specialties: ['B2'],
  fact: CREATIVE_CONTEST_FACT,
  sources: [
    'http://data.europa.eu/esco/occupation/69bcbb0a-8d80-4ecd-b0a4-9adea2a40de2',
    ...PROFILE_SOURCES.creativeContest,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
