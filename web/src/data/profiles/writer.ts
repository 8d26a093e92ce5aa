import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Пише романи, вірші, оповідання, п’єси, сценарії, комікси чи науково-популярні книжки. Збирає матеріал для своїх творів, працює з редакторами й видавцями та представляє свої книжки читачам. Зазвичай працює самостійно, а не в штаті компанії.',
  afterGrade9: null,
  afterGrade11:
    'Певної освіти для цього не вимагають; найчастіше вступають до університету на філологію або журналістику.',
  specialties: ['B11', 'C7'],
  sources: [
    'http://data.europa.eu/esco/occupation/b06a1dde-e5a1-4219-9491-2bedd0282e4b',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
