import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Започатковує й розвиває власну справу: знаходить ідею та покупців, організовує виробництво чи послуги, наймає людей. Ризикує власними грошима й відповідає за результат. В Україні підприємець зазвичай реєструється як ФОП (фізична особа — підприємець) або засновує компанію.',
  afterGrade9: null,
  afterGrade11:
    'Диплом для цього не обов’язковий; ті, хто вступає до університету, найчастіше обирають торгівлю або менеджмент.',
  specialties: ['D7', 'D3'],
  sources: [
    'http://data.europa.eu/esco/occupation/bf89925d-00a1-4f94-ab3b-2148c887af33',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
