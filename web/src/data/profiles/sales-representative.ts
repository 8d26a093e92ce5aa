import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Продає товари чи послуги своєї компанії магазинам, підприємствам та організаціям. Їздить до клієнтів, показує продукцію, домовляється про замовлення й ціни, тож має добре знати все, що продає. Зазвичай працює у виробників і гуртових компаній.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу, наприклад на програму з торгівлі.',
  afterGrade11:
    'Найчастіше вступають до фахового коледжу або до університету на спеціальність «Торгівля», хоча на багатьох таких посадах диплома не вимагають.',
  specialties: ['D7'],
  sources: [
    'http://data.europa.eu/esco/occupation/14031d4a-6e99-442f-b4fe-18262b6432b2',
    'https://www.onetonline.org/link/summary/41-4012.00',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
