import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Шукає й добирає працівників: розміщує вакансії, проводить співбесіди. Оформлює трудові документи, радить щодо трудового законодавства й оплати праці, організовує навчання працівників і дбає, щоб хороші фахівці не йшли з організації. Зазвичай працює у відділі кадрів будь-якої організації або в рекрутинговій агенції.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на менеджмент або психологію.',
  specialties: ['D3', 'C4'],
  sources: [
    'http://data.europa.eu/esco/occupation/d3e32e5e-7f24-48e3-b939-e4f800eb62fb',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
