import type { Profession } from '@/data/types';

/**
 * One line about a profession a quiz result can name: its profile's line, or for a profession
 * with a detail page (it has no profile) the first sentence of its catalogue description.
 * Undefined for a name with neither. Apart from the content it reads, so the browser tests can
 * call it on the files themselves.
 */
export function lineIn(
  lines: Readonly<Record<string, string>>,
  catalogue: readonly Pick<Profession, 'title' | 'description'>[],
  name: string,
): string | undefined {
  const line = Object.hasOwn(lines, name) ? lines[name] : undefined;
  if (line) return line;
  const description = catalogue.find((p) => p.title === name)?.description;
  return description?.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? description;
}
