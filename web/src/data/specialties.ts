/**
 * The fields of knowledge and the specialties of the 2024 list (Cabinet of Ministers resolution
 * № 1021 of 30 August 2024, in force from 1 November 2024) that Стежка names. Only the ones a
 * profile uses; a profile can name no code that is not here. Names as the list spells them
 * (sources: `PROFILE_SOURCES.specialtyList` in profiles/sources.ts).
 */
export const KNOWLEDGE_FIELDS = {
  A: 'Освіта',
  B: 'Культура, мистецтво та гуманітарні науки',
  C: 'Соціальні науки, журналістика, інформація та міжнародні відносини',
  D: 'Бізнес, адміністрування та право',
  E: 'Природничі науки, математика та статистика',
  F: 'Інформаційні технології',
  G: 'Інженерія, виробництво та будівництво',
  H: 'Сільське, лісове, рибне господарство та ветеринарна медицина',
  I: 'Охорона здоров’я та соціальне забезпечення',
  J: 'Транспорт та послуги',
  K: 'Безпека та оборона',
} as const;

export type FieldCode = keyof typeof KNOWLEDGE_FIELDS;

export interface Specialty {
  /** The official name. */
  name: string;
  field: FieldCode;
}

export const SPECIALTIES = {
  // Filled in by the profiles: every code a profile names, and no other.
  B2: { name: 'Дизайн', field: 'B' },
} as const satisfies Record<string, Specialty>;

export type SpecialtyCode = keyof typeof SPECIALTIES;
