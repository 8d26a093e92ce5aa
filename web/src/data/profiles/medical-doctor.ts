import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Оглядає пацієнтів, призначає обстеження, ставить діагноз і лікує — ліками, процедурами чи операцією, а потім стежить за одужанням. Радить, як запобігти хворобам і жити здоровіше. Зазвичай працює в амбулаторіях сімейних лікарів, лікарнях, клініках і на швидкій допомозі; багато лікарів обирають вузьку спеціалізацію.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до медичного університету на «Медицину», «Педіатрію» чи «Стоматологію». Навчання завершується ступенем магістра, а щоб його здобути, складають єдиний державний кваліфікаційний іспит (ЄДКІ).',
  specialties: ['I2', 'I3', 'I1'],
  fact: 'Після медичного університету майбутні лікарі проходять інтернатуру: її передбачають закон «Основи законодавства України про охорону здоров’я» і положення МОЗ про інтернатуру.',
  sources: [
    'http://data.europa.eu/esco/isco/C221',
    'http://data.europa.eu/esco/occupation/71f09c8b-a172-408c-b9e7-32e580e39ff6',
    'http://data.europa.eu/esco/occupation/9b889f07-c39c-464d-b9d9-b2daa650f9ac',
    'https://www.testcentr.org.ua/uk/edki',
    'http://kodeksy.com.ua/print/osnovi_zakonodavstva_ukrayini_pro_ohoronu_zdorovya/75.htm',
    'https://www.apteka.ua/article/606834',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
