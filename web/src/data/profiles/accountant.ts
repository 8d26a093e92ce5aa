import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Записує всі операції організації з грошима й майном, складає фінансову та податкову звітність. Перевіряє документи й бюджети на помилки, радить, як сплачувати податки й планувати витрати. Зазвичай працює в компаніях, державних установах, бухгалтерських фірмах або веде облік для клієнтів самостійно.',
  afterGrade9: 'Після 9 класу можна вступити до фахового коледжу на облік і оподаткування.',
  afterGrade11:
    'Можна вступити до фахового коледжу або до університету; найчастіше обирають спеціальність «Облік і оподаткування».',
  specialties: ['D1'],
  sources: [
    'http://data.europa.eu/esco/occupation/eda0d957-3c3c-4139-b89a-a18bc9e18897',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
