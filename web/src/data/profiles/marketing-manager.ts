import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Керує маркетингом компанії: складає стратегію, план і бюджет, очолює команду маркетологів. Аналізує попит, конкурентів і прибутковість, визначає ціни та дбає, щоб про товари й бренд дізналися ті, кому вони потрібні. Зазвичай працює в компаніях різних галузей і в агенціях.',
  afterGrade9: null,
  afterGrade11:
    'Найчастіше вступають до університету на маркетинг або менеджмент, а потім набираються досвіду, працюючи маркетологами.',
  specialties: ['D5', 'D3'],
  sources: [
    'http://data.europa.eu/esco/occupation/6fcf4638-e7c7-4978-9302-9a7b63a3d57c',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
