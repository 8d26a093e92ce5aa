import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Консультує людей і організації з правових питань, складає договори та інші юридичні документи. Вивчає закони й судову практику, а як адвокат представляє клієнтів у суді та державних органах. Зазвичай працює в юридичних фірмах, юридичних відділах компаній, державних органах, судах, прокуратурі та громадських організаціях.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на право або міжнародне право, а після бакалаврату часто продовжують навчання в магістратурі.',
  specialties: ['D8', 'D9'],
  fact: 'Щоб стати адвокатом, треба мати вищу юридичну освіту, яку закон називає «повною», володіти державною мовою, щонайменше два роки пропрацювати в галузі права, скласти кваліфікаційний іспит, пройти стажування (з деякими винятками) і скласти присягу адвоката.',
  sources: [
    'http://data.europa.eu/esco/occupation/974d4eab-fbee-4c52-b16e-73bdd8c25b53',
    'https://kodeksy.com.ua/amp/pro_advokaturu_ta_advokats_ku_diyal_nist/6.htm',
    'https://www.raro.in.ua/dostup-do-profesii/zahalni-vymohy',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
