import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Бере проби, проводить лабораторні аналізи та вимірювання — медичні, хімічні, біологічні чи екологічні. Готує реактиви, налаштовує обладнання й доглядає за ним, записує результати для науковців або лікарів. Зазвичай працює в лабораторіях лікарень, заводів, науково-дослідних інститутів та екологічних служб.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу, наприклад медичного.',
  afterGrade11:
    'Зазвичай вступають до фахового коледжу, найчастіше медичного, або до університету на хімію чи біологію, щоб працювати в наукових лабораторіях.',
  specialties: ['I6', 'E3', 'E1'],
  sources: [
    'http://data.europa.eu/esco/occupation/4fef1907-cf82-413b-841a-02ef57e299a6',
    'http://data.europa.eu/esco/occupation/0044c991-c26f-4261-a213-4bd1c0564a4c',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
