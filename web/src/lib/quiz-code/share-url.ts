import { paths } from '@/config/paths';
import { shareFragment } from './share-code';

/** The full link that reopens a result: `https://site/quiz#r=1abcda`, or with the teacher tag `…#r=1abcda-4821`. */
export function shareUrl(code: string, origin = window.location.origin, tag: string | null = null): string {
  return `${origin}${paths.quiz.href()}${shareFragment(tag ? `${code}-${tag}` : code)}`;
}
