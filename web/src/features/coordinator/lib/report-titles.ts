/** The report's titles, on the screen, in print and in the CSV alike. */
export const REPORT_TITLES = {
  report: 'Звіт громади',
  groups: 'Школи й класи',
  rest: 'Інші уроки (без назви або менше 5 учнів)',
  answers: 'Як учні відповідали',
  professions: 'Професії, які тест пропонував',
  suggested: 'Професії, на які вказує хоча б одна з п’яти відповідей',
  interests: 'Найсильніші типи інтересів',
} as const;
