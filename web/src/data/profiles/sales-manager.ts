import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Визначає, кому й що продаватиме компанія та яких результатів має досягти команда продавців. Керує цією командою, навчає торгових представників, сам веде найважливіших клієнтів і аналізує продажі в CRM-системі. Зазвичай працює у відділі продажу; такі фахівці потрібні майже кожній компанії, що продає товари чи послуги.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на торгівлю, менеджмент або маркетинг; багато хто починає з роботи торговим представником.',
  specialties: ['D7', 'D3', 'D5'],
  sources: [
    'http://data.europa.eu/esco/occupation/a7594892-ff23-4e2a-aedf-2f967ebca15c',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
