import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Збирає й упорядковує фонди бібліотеки — друковані книжки, електронні ресурси, архіви — і каталогізує їх, щоб кожен міг знайти потрібне. Допомагає читачам шукати інформацію. Зазвичай працює в публічних, шкільних, університетських і наукових бібліотеках, архівах та інформаційних центрах.',
  afterGrade9: 'Зазвичай вступають до фахового коледжу культури.',
  afterGrade11:
    'Зазвичай вступають до фахового коледжу культури або до університету на бібліотечну, інформаційну та архівну справу.',
  specialties: ['B13'],
  fact: 'Професійний стандарт «Бібліотекар» затвердили 10 березня 2025 року: він описує типові посади й шляхи здобуття кваліфікації.',
  sources: [
    'http://data.europa.eu/esco/occupation/60f7eb23-a7ea-4cbe-98a5-1248291f62d5',
    'https://rubryka.com/2025/03/21/derzhmystetstv-zatverdylo-profesijnyj-standart-bibliotekar-vrahovuye-suchasni-vymogy',
    'https://chytomo.com/zatverdyly-profesijnyj-standart-bibliotekaria-shcho-vidomo',
    'http://bibliosprava.blogspot.com/2025/03',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
