import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typesetSource } from '../../scripts/typeset.mjs';
import { typeset } from './typeset';

const src = join(process.cwd(), 'src');
const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
  (f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f),
);

// The rules are applied to the sources by `node scripts/typeset.mjs`; this keeps them applied.
describe('every Ukrainian text in the sources', () => {
  it.each(files)('%s is typeset', (file) => {
    const { edits } = typesetSource(readFileSync(join(src, file), 'utf8'), file, typeset);
    expect(
      edits.map((e) => e.raw.trim()),
      'run node scripts/typeset.mjs',
    ).toEqual([]);
  });
});
