import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Розмовляє з людьми про труднощі в особистому житті, родині, навчанні чи на роботі й допомагає знайти вихід. Підтримує тих, хто переживає кризу: стрес, втрату, насильство, залежність; за потреби радить звернутися до лікаря чи інших служб. Зазвичай працює в психологічній службі школи, соціальних центрах, клініках, громадських організаціях або має приватну практику.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на психологію, медичну психологію або соціальну роботу та консультування, а потім — до магістратури.',
  specialties: ['C4', 'I4', 'I10'],
  fact: 'У 2026 році уряд затвердив порядок сертифікації фахівців у сфері психічного здоров’я: її проводить Національна комісія з питань психічного здоров’я, а претендувати на сертифікат можуть ті, хто має щонайменше ступінь бакалавра.',
  sources: [
    'http://data.europa.eu/esco/occupation/52ded7d7-11df-42e3-b90a-d7f4b70fb4b9',
    'http://data.europa.eu/esco/occupation/5727b567-993d-4d41-a13d-81a6af1a9a8e',
    'https://register.nqa.gov.ua/profstandart/prakticnij-psiholog-socialna-sfera',
    'https://sud.ua/uk/news/ukraine/355039-psikhologi-i-psikhoterapevty-budut-prokhodit-sertifikatsiyu-pravitelstvo-utverdilo-novye-pravila',
    'https://health.kyivcity.gov.ua/news/uriad-zatverdyv-poriadok-sertyfikatsii-fakhivtsiv-u-sferi-psykhichnoho-zdorovia',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
