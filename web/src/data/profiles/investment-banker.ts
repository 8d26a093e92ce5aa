import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Допомагає великим компаніям і установам залучати гроші, наприклад випускати акції чи облігації. Радить, як купити іншу компанію, об’єднатися з нею чи реорганізуватися, і стежить, щоб усе відповідало закону. В Україні зазвичай працює в банках, компаніях, що торгують цінними паперами, і компаніях з управління активами.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на фінанси або економіку, а згодом зазвичай здобувають ступінь магістра й професійні сертифікати.',
  specialties: ['D2', 'C1'],
  fact: 'Фахівці фондового ринку України мають отримати сертифікат Національної комісії з цінних паперів та фондового ринку, а видають його після кваліфікаційного іспиту.',
  sources: [
    'http://data.europa.eu/esco/occupation/244a79eb-122b-4bee-8065-b4c39efce4ff',
    'https://guide.diia.gov.ua/view/vydacha-sertyfikata-na-pravo-zdiisnennia-dii-poviazanykh-z-bezposerednim-provadzhenniam-profesiinoi-diialnosti-na-fondovomu-rynk-e467d116-1568-42ac-9786-58851928c420',
    'https://fima.org.ua/pidsumky-zoom-konsultacziyi-z-pytan-atestacziyi-ta-sertyfikacziyi/',
    'https://zakononline.com.ua/documents/show/488635___659240',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
