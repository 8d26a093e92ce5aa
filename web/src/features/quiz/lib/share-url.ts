import { paths } from '@/config/paths';
import { shareFragment } from './share-code';

/** The full link that reopens a result: `https://site/quiz#r=1abcda`. */
export function shareUrl(code: string, origin = window.location.origin): string {
  return `${origin}${paths.quiz.href()}${shareFragment(code)}`;
}
