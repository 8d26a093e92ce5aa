import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Готує страви, випічку та напої й подає їх. Працює за рецептурами, дотримується правил гігієни та безпечності харчових продуктів, правильно їх зберігає; шеф-кухар ще й складає меню, замовляє продукти й керує командою кухні. Зазвичай працює в ресторанах, кафе, готелях, шкільних і лікарняних їдальнях та кейтерингових компаніях.',
  afterGrade9: 'Найчастіше вступають до професійного ліцею на професію кухаря.',
  afterGrade11:
    'Професію кухаря зазвичай здобувають у професійному ліцеї; технологами й керівниками закладів харчування найчастіше стають після фахового коледжу чи університету.',
  specialties: ['J2', 'G13'],
  fact: 'Професійний стандарт «Кухар закладу освіти» внесли до Реєстру кваліфікацій 15 березня 2024 року в межах реформи шкільного харчування.',
  sources: [
    'http://data.europa.eu/esco/occupation/90f75f67-495d-49fa-ab57-2f320e251d7e',
    'http://data.europa.eu/esco/occupation/1009be17-7efd-45f1-a033-566bf179c588',
    'http://data.europa.eu/esco/occupation/01484951-15e6-4b88-a20f-1201868d36a0',
    'https://prokadry.com.ua/news/76066-profstandart-kukharya-zakladu-osviti-u-reestri-kvalifikatsiy',
    'https://dpss.gov.ua/news/zatverdzheno-profesiinyi-standart-kukhar-zakladu-osvity',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
