import { CREATIVE_CONTEST_FACT, PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Придумує, як виглядатимуть і працюватимуть речі: логотип і реклама, інтер’єр, одяг, меблі, техніка, сайт чи застосунок. Узгоджує із замовником мету й обмеження, робить ескізи, моделі та прототипи й дбає, щоб річ була і гарною, і зручною, і не надто дорогою у виробництві. Зазвичай працює в дизайн-студіях, агенціях, на виробництві, у модних домах, ІТ-компаніях або як фрилансер.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу, де навчають дизайну.',
  afterGrade11: 'Зазвичай вступають до фахового коледжу або до університету, найчастіше на спеціальність «Дизайн».',
  specialties: ['B2'],
  fact: CREATIVE_CONTEST_FACT,
  sources: [
    'http://data.europa.eu/esco/isco/C216',
    ...PROFILE_SOURCES.creativeContest,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
