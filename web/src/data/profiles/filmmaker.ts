import { CREATIVE_CONTEST_FACT, PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Відповідає за весь фільм чи телепрограму: перетворює сценарій на зображення та звук, працює з акторами. Керує знімальною групою — операторами, звукорежисерами, освітлювачами — і стежить за монтажем. Зазвичай працює на кіно- й телестудіях, у компаніях, що знімають фільми, рекламу й відео для інтернету.',
  afterGrade9:
    'Можна вступити до фахового коледжу, але там найчастіше готують фахівців знімальної групи, а не режисерів.',
  afterGrade11:
    'Найчастіше здобувають ступінь бакалавра з аудіовізуального мистецтва та медіавиробництва в мистецькому університеті.',
  specialties: ['B1'],
  fact: CREATIVE_CONTEST_FACT,
  sources: [
    'http://data.europa.eu/esco/occupation/1a7fb683-6544-4442-b54c-ec72ef468ff0',
    ...PROFILE_SOURCES.creativeContest,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
