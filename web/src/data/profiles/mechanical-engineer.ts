import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Проєктує машини, двигуни, верстати та інші механізми й випробовує їхні зразки. Стежить за тим, як їх виготовляють, встановлюють і ремонтують. Зазвичай працює на заводах, у конструкторських бюро, в енергетиці, на транспорті та в компаніях, що виробляють сільськогосподарську техніку.',
  afterGrade9:
    'Можна вступити до професійного ліцею чи фахового коледжу, але вони зазвичай готують робітників і техніків, а інженером найчастіше стають після бакалаврату.',
  afterGrade11: 'Найчастіше вступають до університету на машинобудування або прикладну механіку.',
  specialties: ['G11', 'G9'],
  sources: [
    'http://data.europa.eu/esco/occupation/579254cf-6d69-4889-9000-9c79dc568644',
    'https://mf.khadi.kharkov.ua/detail/article/onlain-obgovorennja-zmin-shchodo-specialnosti-g11-mashinobuduvannja/',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
