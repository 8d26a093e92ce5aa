import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Читає тексти й робить їх кращими: поліпшує структуру й стиль, виправляє граматичні та правописні помилки. Вирішує, які рукописи чи новини публікувати й коли, працює з авторами та журналістами й стежить за строками. Зазвичай працює у видавництвах, газетах і журналах, онлайн-медіа, на телебаченні та в командах, що створюють тексти для компаній.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на філологію, журналістику або видавництво та поліграфію.',
  specialties: ['B11', 'C7', 'G20'],
  sources: [
    'http://data.europa.eu/esco/occupation/4bef1707-a251-427e-9d8b-96595ec38d45',
    'http://data.europa.eu/esco/occupation/8bd74371-1818-47d5-a253-d703c51c5f26',
    'http://data.europa.eu/esco/occupation/26ce22fe-4018-4387-8e6b-c2555f5fc0ac',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
