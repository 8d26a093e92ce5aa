import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Збирає й перевіряє факти, бере інтерв’ю та розповідає про події в політиці, економіці, культурі, спорті чи житті громади. Дотримується професійної етики й законів про медіа, щоб інформація була точною та неупередженою. Зазвичай працює в газетах, журналах, на телебаченні, радіо та в онлайн-медіа.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на спеціальність «Журналістика».',
  specialties: ['C7'],
  sources: [
    'http://data.europa.eu/esco/occupation/a47f82d3-4cf7-4abf-bb36-2c8cbad28234',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
