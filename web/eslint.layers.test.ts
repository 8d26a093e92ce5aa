import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { layersOf } from './eslint.layers.js';

const web = dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: web });

/** The layer rule's messages for `code` as if it were the file `filePath`. */
async function layerErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(web, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the layers of src', { timeout: 60_000 }, () => {
  it('keep features apart, and shared code, the worker and the early scripts below them', async () => {
    const feature = "import { Hero } from '@/features/home/components/hero';\nexport const x = Hero;\n";
    expect(await layerErrors('src/features/quiz/probe.ts', feature)).toEqual([
      expect.stringContaining('must not import another feature'),
    ]);
    expect(await layerErrors('src/lib/probe.ts', feature)).toHaveLength(1);
    expect(await layerErrors('src/sw/probe.ts', feature)).toHaveLength(1);
    expect(await layerErrors('src/early-probe.ts', feature)).toHaveLength(1);
    expect(await layerErrors('src/features/home/probe.ts', feature)).toEqual([]);
    expect(await layerErrors('src/app/probe.ts', feature)).toEqual([]);
  });

  it('let only the entry points import src/app', async () => {
    const app = "import { routes } from '@/app/router';\nexport const x = routes;\n";
    expect(await layerErrors('src/sw/probe.ts', app)).toHaveLength(1);
    expect(await layerErrors('src/features/quiz/probe.ts', app)).toHaveLength(1);
    expect(await layerErrors('src/data/probe.ts', app)).toHaveLength(1);
    expect(await layerErrors('src/early-probe.ts', app)).toHaveLength(1);
    expect(await layerErrors('src/app/routes/probe.ts', app)).toEqual([]);
  });

  it('let nothing import the service worker or the early scripts', async () => {
    const sw = "import { fallbackFor } from '@/sw/route-pattern';\nexport const x = fallbackFor;\n";
    expect(await layerErrors('src/app/probe.ts', sw)).toHaveLength(1);
    expect(await layerErrors('src/lib/probe.ts', sw)).toHaveLength(1);
    expect(await layerErrors('src/early-probe.ts', sw)).toHaveLength(1);
    expect(await layerErrors('src/sw/probe.ts', sw)).toEqual([]);
  });

  describe('read from the folders', () => {
    const src = mkdtempSync(join(tmpdir(), 'layers-'));
    afterAll(() => rmSync(src, { recursive: true, force: true }));

    it('cover a new feature folder as soon as it exists', () => {
      for (const dir of ['app', 'lib', 'features/one', 'features/two']) mkdirSync(join(src, dir), { recursive: true });
      expect(layersOf(src).features).toEqual(['./src/features/one', './src/features/two']);
    });

    it('refuse an entry of src that is in no layer', () => {
      mkdirSync(join(src, 'utils'));
      writeFileSync(join(src, 'early-x.ts'), '');
      expect(() => layersOf(src)).toThrow('src/utils belongs to no layer');
    });
  });
});
