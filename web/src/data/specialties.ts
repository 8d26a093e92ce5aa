/**
 * The fields of knowledge and the specialties of the 2024 list (Cabinet of Ministers resolution
 * № 1021 of 30 August 2024, in force from 1 November 2024) that Стежка names. Only the ones a
 * profile uses; a profile can name no code that is not here. Names as the list spells them
 * (sources: `PROFILE_SOURCES.specialtyList` in profile-sources.ts); where transcriptions differ,
 * the wording of the news and ЄДЕБО.
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

/** Every code a profile names, and no other (profiles.test.ts holds both ways). */
export const SPECIALTIES = {
  A4: { name: 'Середня освіта (за предметними спеціальностями)', field: 'A' },
  B1: { name: 'Аудіовізуальне мистецтво та медіавиробництво', field: 'B' },
  B2: { name: 'Дизайн', field: 'B' },
  B5: { name: 'Музичне мистецтво', field: 'B' },
  B9: { name: 'Історія та археологія', field: 'B' },
  B11: { name: 'Філологія (за спеціалізаціями)', field: 'B' },
  B13: { name: 'Бібліотечна, інформаційна та архівна справа', field: 'B' },
  C1: { name: 'Економіка та міжнародні економічні відносини', field: 'C' },
  C4: { name: 'Психологія', field: 'C' },
  C5: { name: 'Соціологія', field: 'C' },
  C7: { name: 'Журналістика', field: 'C' },
  D1: { name: 'Облік і оподаткування', field: 'D' },
  D2: { name: 'Фінанси, банківська справа, страхування та фондовий ринок', field: 'D' },
  D3: { name: 'Менеджмент', field: 'D' },
  D4: { name: 'Публічне управління та адміністрування', field: 'D' },
  D5: { name: 'Маркетинг', field: 'D' },
  D6: { name: 'Секретарська та офісна справа', field: 'D' },
  D7: { name: 'Торгівля', field: 'D' },
  D8: { name: 'Право', field: 'D' },
  D9: { name: 'Міжнародне право', field: 'D' },
  E1: { name: 'Біологія та біохімія', field: 'E' },
  E2: { name: 'Екологія', field: 'E' },
  E3: { name: 'Хімія', field: 'E' },
  E5: { name: 'Фізика та астрономія', field: 'E' },
  F2: { name: 'Інженерія програмного забезпечення', field: 'F' },
  F3: { name: 'Комп’ютерні науки', field: 'F' },
  F4: { name: 'Системний аналіз та наука про дані', field: 'F' },
  F6: { name: 'Інформаційні системи і технології', field: 'F' },
  F7: { name: 'Комп’ютерна інженерія', field: 'F' },
  G2: { name: 'Технології захисту навколишнього середовища', field: 'G' },
  G3: { name: 'Електрична інженерія', field: 'G' },
  G9: { name: 'Прикладна механіка', field: 'G' },
  G11: { name: 'Машинобудування (за спеціалізаціями)', field: 'G' },
  G13: { name: 'Харчові технології', field: 'G' },
  G14: { name: 'Деревообробні та меблеві технології', field: 'G' },
  G17: { name: 'Архітектура та містобудування', field: 'G' },
  G19: { name: 'Будівництво та цивільна інженерія', field: 'G' },
  G20: { name: 'Видавництво та поліграфія', field: 'G' },
  I1: { name: 'Стоматологія', field: 'I' },
  I2: { name: 'Медицина', field: 'I' },
  I3: { name: 'Педіатрія', field: 'I' },
  I4: { name: 'Медична психологія', field: 'I' },
  I5: { name: 'Медсестринство (за спеціалізаціями)', field: 'I' },
  I6: { name: 'Технології медичної діагностики та лікування (за спеціалізаціями)', field: 'I' },
  I10: { name: 'Соціальна робота та консультування', field: 'I' },
  J2: { name: 'Готельно-ресторанна справа та кейтеринг', field: 'J' },
} as const satisfies Record<string, Specialty>;

export type SpecialtyCode = keyof typeof SPECIALTIES;
