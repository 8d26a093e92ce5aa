import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPEC_APOSTROPHE_STRINGS } from '../scripts/spec-strings.mjs';
import { expect, test } from './fixtures';

// Every page the build wrote (the fallbacks included), as a visitor reads it: text, the title,
// descriptions and the texts in attributes that screen readers speak. docs/copy.md has the rules.
const pagesDir = new URL('../dist/_pages/', import.meta.url).pathname;
const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00A0' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!);

/** The page's texts, one per line; a tag boundary is '|', never a space. */
function textsOf(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder|content)="([^"]*)"/g)].map((m) => m[1]!);
  const body = html
    .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>|<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, '|');
  return [...body.split('|'), ...attributes].map(decode).filter((t) => /[\u0400-\u04FF]/.test(t));
}

const ONE_LETTER_THEN_SPACE = /(?<![\u0400-\u04FF\w'’-])[вузійаоя] /giu;
const SPACED_HYPHEN = / - /;
const STRAIGHT_APOSTROPHE = /[\u0400-\u04FF]'[\u0400-\u04FF]/;

for (const file of files) {
  test(`${file} is typeset the Ukrainian way`, () => {
    const texts = textsOf(readFileSync(join(pagesDir, file), 'utf8'));
    expect(texts.length).toBeGreaterThan(0);
    const problems = texts.flatMap((text) => {
      const found: string[] = [];
      for (const m of text.matchAll(ONE_LETTER_THEN_SPACE)) found.push(`one-letter word before a space: «${text.slice(Math.max(0, m.index - 20), m.index + 20)}»`);
      if (SPACED_HYPHEN.test(text)) found.push(`spaced hyphen as a dash: «${text}»`);
      const withoutSpec = SPEC_APOSTROPHE_STRINGS.reduce((t, spec) => t.replaceAll(spec, ''), text);
      if (STRAIGHT_APOSTROPHE.test(withoutSpec)) found.push(`straight apostrophe: «${text}»`);
      return found;
    });
    expect(problems).toEqual([]);
  });
}
