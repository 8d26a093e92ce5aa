import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'В ІТ тестує програми й застосунки, перш ніж ними почнуть користуватися клієнти, а на виробництві перевіряє, чи відповідають вироби стандартам якості. Знаходить дефекти, з’ясовує їхні причини й описує їх для команди. Зазвичай працює в ІТ-компаніях або на заводах і в лабораторіях.',
  afterGrade9:
    'Зазвичай вступають до фахового коледжу: там готують техніків, які контролюють якість продукції на виробництві.',
  afterGrade11:
    'Щоб тестувати програми, найчастіше вступають до університету на інженерію програмного забезпечення чи комп’ютерні науки або закінчують ІТ-курси.',
  specialties: ['F2', 'F3'],
  related: 'software-engineer',
  sources: [
    'http://data.europa.eu/esco/occupation/106f79e4-6264-45f1-9e7a-297435cd684b',
    'http://data.europa.eu/esco/occupation/30c0943c-caa1-411d-b273-26f475971273',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
