import { paths } from './paths';

/** The spec's navigation, shared by the header and the phone menu. */
export const NAV_LINKS = [
  { to: paths.home.href(), label: 'Головна', end: true },
  { to: paths.quiz.href(), label: 'Тест', end: false },
  { to: paths.search.href(), label: 'Професії', end: false },
] as const;

export const NAV_ACTIONS = {
  quiz: { to: paths.quiz.href(), label: 'Пройти тест' },
  search: { to: paths.search.href(), label: 'Знайти професію' },
} as const;
