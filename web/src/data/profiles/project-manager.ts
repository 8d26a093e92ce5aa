import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Веде проєкт від задуму до результату: ділить роботу на етапи, розподіляє завдання в команді, стежить за строками й бюджетом. Розповідає замовникові, команді й керівництву, як просувається робота, і вчасно помічає ризики. Зазвичай працює в ІТ, будівництві, маркетингу, на виробництві або в громадських організаціях, що виконують грантові проєкти.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на менеджмент, хоча багато хто приходить з ІТ чи інженерії; керувати проєктами часто вчаться вже на роботі та на курсах.',
  specialties: ['D3'],
  sources: [
    'http://data.europa.eu/esco/occupation/bea99fea-0383-4c63-b944-70d4799de2c5',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
