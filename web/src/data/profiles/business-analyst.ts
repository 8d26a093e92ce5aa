import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'З’ясовує, як працює компанія і що їй заважає: вивчає її процеси, клієнтів, партнерів і ринок. Пропонує зміни: як краще організувати роботу, які технології та ІТ-інструменти запровадити. Зазвичай працює в компаніях, банках, ІТ-фірмах і консалтингу.',
  afterGrade9: null,
  afterGrade11: 'Найчастіше вступають до університету на менеджмент, економіку або системний аналіз і науку про дані.',
  specialties: ['D3', 'C1', 'F4'],
  fact: 'За проєктом правил вступу 2026 року на спеціальність C1 «Економіка та міжнародні економічні відносини» потрібен мінімальний конкурсний бал 150 — і на бюджет, і на контракт.',
  related: 'data-scientist',
  sources: [
    'http://data.europa.eu/esco/occupation/60082a99-d8ef-4e84-9290-78902681b6ed',
    ...PROFILE_SOURCES.minScore2026,
    ...PROFILE_SOURCES.specialtyList,
  ],
};
