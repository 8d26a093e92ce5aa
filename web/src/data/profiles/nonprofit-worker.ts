import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Веде проєкти, які допомагають громаді чи певній групі людей: соціальні, освітні, екологічні, гуманітарні. Залучає для них гранти, донорів і партнерів, працює з волонтерами й місцевою владою та звітує перед донорами. Зазвичай працює в громадських організаціях, благодійних фондах і міжнародних організаціях.',
  afterGrade9: null,
  afterGrade11:
    'Певної освіти зазвичай не вимагають; до цієї роботи приходять з різних спеціальностей, наприклад із соціальної роботи, менеджменту чи публічного управління.',
  specialties: ['I10', 'D3', 'D4'],
  sources: [
    'http://data.europa.eu/esco/occupation/c2e6609d-0abe-4a38-b295-e06edbd52e82',
    'http://data.europa.eu/esco/occupation/39e9fc8f-02bd-4577-b603-2dc96204ce74',
    'https://javoriv-rda.gov.ua/molod/yak-stvoryty-hromadsku-orhanizatsiyu/',
    'http://yarlan.com.ua/news/155-gromadski-organizatsii-osnovi-stvorennya',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
