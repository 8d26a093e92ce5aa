/** The spec's navigation, shared by the header and the phone menu. */
export const NAV_LINKS = [
  { to: '/', label: 'Головна', end: true },
  { to: '/quiz', label: 'Тест', end: false },
  { to: '/search', label: 'Професії', end: false },
] as const;

export const NAV_ACTIONS = {
  quiz: { to: '/quiz', label: 'Пройти тест' },
  search: { to: '/search', label: 'Знайти професію' },
} as const;
