import { PROFILE_SOURCES } from '../profile-sources';
import type { ProfessionProfile } from '../types';

export const profile: ProfessionProfile = {
  work: 'Допомагає людям і родинам, які опинилися в складних життєвих обставинах і не можуть упоратися самі. Розповідає, на яку допомогу вони мають право, допомагає знайти потрібні служби, роботу чи юридичну пораду. Зазвичай працює в центрах соціальних служб, органах місцевого самоврядування, громадських організаціях, лікарнях і школах.',
  afterGrade9:
    'Можна вступити до фахового коледжу на програму із соціальної роботи, але фахівцями в цій сфері найчастіше стають після бакалаврату.',
  afterGrade11:
    'Найчастіше вступають до університету на спеціальність «Соціальна робота та консультування»; такі програми є й у фахових коледжах.',
  specialties: ['I10'],
  fact: 'У Реєстрі кваліфікацій є, зокрема, професійні стандарти «Фахівець із соціальної роботи» і «Соціальний працівник (допоміжний персонал)».',
  sources: [
    'https://register.nqa.gov.ua/profstandart/fahivec-iz-socialnoi-roboti',
    'https://register.nqa.gov.ua/profstandart/socialnij-pracivnik-dopomiznij-personal',
    'http://data.europa.eu/esco/occupation/4b05bef2-ded4-4b09-ab94-f4c6a555a775',
    ...PROFILE_SOURCES.specialtyList,
  ],
};
