import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Просуває товари й бренди в інтернеті: запускає рекламу в пошукових системах і соцмережах, дбає, щоб сайт легко знаходили в пошуку (SEO), планує розсилки й дописи. За даними вебаналітики перевіряє, що спрацювало, і покращує кампанії. Зазвичай працює в агенціях, онлайн-магазинах, ІТ-компаніях або як фрилансер.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на маркетинг або навчаються на коротких курсах.',
  specialties: ['D5'],
  sources: [
    'http://data.europa.eu/esco/occupation/356227b9-2263-4dbd-81e9-7dfc6d3f3af7',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
