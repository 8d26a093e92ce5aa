import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkCitations, citationsIn, RECORDS } from './decision-citations.mjs';

/** A record's number, written out here so that this file cites no real record itself. */
const no = (n: number) => String(n).padStart(4, '0');

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A small repository with a record that holds, one amended, one superseded and one deprecated. */
function repository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'decision-citations-'));
  roots.push(root);
  const all = {
    [`${RECORDS}/${no(1)}-holds.md`]: `# ${no(1)} — Holds\n\nStatus: accepted\n`,
    [`${RECORDS}/${no(2)}-amended.md`]: `# ${no(2)} — Amended\n\nStatus: accepted; amended by ${no(4)}\n`,
    [`${RECORDS}/${no(3)}-replaced.md`]: `# ${no(3)} — Replaced\n\nStatus: superseded by ${no(4)}\n`,
    [`${RECORDS}/${no(4)}-replaces.md`]: `# ${no(4)} — Replaces\n\nStatus: accepted\n`,
    [`${RECORDS}/${no(5)}-dropped.md`]: `# ${no(5)} — Dropped\n\nStatus: deprecated\n`,
    // The records tell their own history: citations inside docs/decisions are not checked.
    [`${RECORDS}/README.md`]: `| ${no(3)} | superseded | ${no(4)} |\n| ${no(9)} | never written |\n`,
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('make decisions', () => {
  it('passes citations of records that still decide, in each way they are written', () => {
    const root = repository({
      'README.md': `Offline (docs/decisions/${no(1)}-holds.md), [decision ${no(2)}](docs/decisions/${no(2)}-amended.md).\n`,
      'server/src/main.rs': `// decisions ${no(1)}, ${no(4)} (and ${no(2)}'s addendum)\n`,
      // Values, not citations: quoted, or part of a longer number or word.
      'web/src/tag.test.ts': `const tag = '${no(3)}';\nconst x = 1.${no(3)} + 2${no(3)}; // v${no(3)}, #${no(3)}a\n`,
    });
    expect(checkCitations(root)).toEqual({ count: 6, problems: [] });
  });

  it('fails on a superseded, deprecated or missing record, naming the file, the line and why', () => {
    const root = repository({
      'docs/deploy.md': `Intro.\n\nAs [decision ${no(3)}](decisions/${no(3)}-replaced.md) says.\n`,
      'web/src/lib/store.ts': `/**\n * The rules of decisions ${no(1)} and ${no(5)}.\n */\n`,
      Makefile: `# See docs/decisions/${no(9)}-nothing.md.\n`,
    });
    expect(checkCitations(root).problems.sort()).toEqual([
      `Makefile:1 cites ${no(9)}: no such record in ${RECORDS}`,
      `docs/deploy.md:3 cites ${no(3)}: superseded by ${no(4)}`,
      `docs/deploy.md:3 cites ${no(3)}: superseded by ${no(4)}`,
      `web/src/lib/store.ts:2 cites ${no(5)}: deprecated`,
    ]);
  });

  it('reads neither installed packages nor built output', () => {
    const stale = `// decision ${no(3)}\n`;
    const root = repository({
      'node_modules/x/a.js': stale,
      'web/dist/assets/a.js': stale,
      'server/target/debug/a.rs': stale,
      '.git/COMMIT_EDITMSG': stale,
    });
    expect(checkCitations(root)).toEqual({ count: 0, problems: [] });
  });

  it('finds each citation on its line', () => {
    expect(citationsIn(`a\nb (${no(12)})\n\nc docs/decisions/${no(7)}-x.md`)).toEqual([
      { number: no(12), line: 2 },
      { number: no(7), line: 4 },
    ]);
  });
});
