import { paths } from '@/config/paths';
import { FRAGMENT_KEYS } from '@/config/paths';

/**
 * `#r=1acbdd` (or, for a tagged code, `#r=1acbdd-4821`), the part of a share link after the path.
 * Here, not beside its reader in share-code.ts: only the result writes it, and share-code.ts is in
 * /quiz's first load, which has no byte to spare.
 */
export function shareFragment(code: string): string {
  return `#${FRAGMENT_KEYS.quizResult}=${code}`;
}

/** The full link that reopens a result: `https://site/quiz#r=1abcda`, or with the teacher tag `…#r=1abcda-4821`. */
export function shareUrl(code: string, origin = window.location.origin, tag: string | null = null): string {
  return `${origin}${paths.quiz.href()}${shareFragment(tag ? `${code}-${tag}` : code)}`;
}
