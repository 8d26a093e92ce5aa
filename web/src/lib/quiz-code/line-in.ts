import type { Profession } from '@/data/types';

/**
 * One line about a profession, by id: its own line, or for a profession with a detail page (it
 * has none) the first sentence of its catalogue description. Undefined for one with neither.
 * Apart from the content it reads, so the browser tests can call it on the files themselves.
 */
export function lineIn(
  lines: Readonly<Record<string, string>>,
  catalogue: readonly Pick<Profession, 'id' | 'description'>[],
  id: string,
): string | undefined {
  const line = Object.hasOwn(lines, id) ? lines[id] : undefined;
  if (line) return line;
  const description = catalogue.find((p) => p.id === id)?.description;
  return description === undefined ? undefined : firstSentence(description);
}

/** A description's first sentence: what a card or a list shows under a name. */
export const firstSentence = (text: string): string => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;
