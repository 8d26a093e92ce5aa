import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Налаштовує й ремонтує комп’ютери, сервери, принтери та мережі, встановлює програми. Допомагає колегам, коли щось не працює, і стежить, щоб системи були захищені, а дані мали резервні копії. Зазвичай працює в ІТ-відділі будь-якої організації — від школи чи лікарні до банку — або в компанії, що надає ІТ-послуги.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу на ІТ-спеціальність.',
  afterGrade11:
    'Зазвичай вступають до фахового коледжу або до університету; найчастіше обирають інформаційні системи і технології, комп’ютерну інженерію чи комп’ютерні науки.',
  specialties: ['F6', 'F7', 'F3'],
  fact: 'Школярі можуть позмагатися у Всеукраїнській учнівській олімпіаді з інформатики.',
  related: 'software-engineer',
  sources: [
    'http://data.europa.eu/esco/isco/C35',
    'http://data.europa.eu/esco/occupation/3e7bf729-4442-4b9f-ad5e-83111963795c',
    'http://data.europa.eu/esco/occupation/9e2e6e1e-363b-4e1b-a673-7bc0f7343300',
    ...PROFILE_SOURCES.olympiads,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
