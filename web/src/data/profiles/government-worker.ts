import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Готує й виконує рішення держави: пише проєкти програм і законів, надає адміністративні послуги, перевіряє, чи дотримуються правил, відповідає на звернення громадян. Державний службовець — це статус за законом «Про державну службу»: учителі й лікарі державними службовцями не є, а ті, хто працює в місцевій владі, — посадові особи місцевого самоврядування. Зазвичай працює в міністерствах, державних агентствах і службах, обласних і районних державних адміністраціях.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на публічне управління та адміністрування або право, але на державну службу приходять і з інших спеціальностей.',
  specialties: ['D4', 'D8'],
  fact: 'На державну службу вступають за конкурсом, а посади поділяють на категорії «А», «Б» і «В» (категорія «В» — посади фахівців без керівних обов’язків).',
  sources: [
    'http://data.europa.eu/esco/occupation/ffade2f4-2528-4dfd-b36a-6e4092be08ed',
    'http://data.europa.eu/esco/occupation/caf7b8fb-b2d6-46b7-bffa-bea7f8e4aed8',
    'https://www.noviden.org.ua/28415-vstup-na-derzhavnu-sluzhbu/',
    'https://oblikbudget.com.ua/article/485-derjavna-slujba-v-ukran',
    'https://prokadry.com.ua/article/3342-qqq-16-m10-18-10-2016-poryadok-vstupu-na-derjavnu-slujbu-shcho-zmnilosya',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
