import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Ріже, обробляє та з’єднує деревину, щоб зробити меблі, двері, вікна чи сходи. Працює ручними й електричними інструментами та деревообробними верстатами, читає креслення, оздоблює та встановлює вироби. Зазвичай працює в меблевих майстернях і на фабриках, на будівництві або у власній майстерні.',
  afterGrade9: 'Найчастіше вступають до професійного ліцею, щоб здобути робітничу професію столяра.',
  afterGrade11:
    'Професію столяра зазвичай здобувають у професійному ліцеї; технологами деревообробки найчастіше стають після фахового коледжу чи університету.',
  specialties: ['G14'],
  sources: [
    'http://data.europa.eu/esco/occupation/2a22ff9e-de3b-408d-b312-5034896cc4f4',
    'http://data.europa.eu/esco/occupation/e1416610-ad08-4f37-8b46-9f99632a5c0f',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
