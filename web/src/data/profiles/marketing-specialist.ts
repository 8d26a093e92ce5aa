import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'З’ясовує, хто купує товар, що пропонують конкуренти й за якою ціною, а потім вирішує, як розповісти людям про продукт. Планує й запускає рекламні кампанії. Зазвичай працює у відділах маркетингу компаній, у рекламних агенціях або як консультант.',
  afterGrade9:
    'Можна вступити до фахового коледжу на програму з маркетингу, але маркетологами найчастіше стають після бакалаврату.',
  afterGrade11:
    'Найчастіше вступають до університету на спеціальність «Маркетинг»; такі програми є й у фахових коледжах.',
  specialties: ['D5'],
  sources: [
    'http://data.europa.eu/esco/occupation/4791e217-d607-40d5-9f84-df1d0a071cbc',
    'https://vstup.osvita.ua/y2025/r10/341/1472096',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
