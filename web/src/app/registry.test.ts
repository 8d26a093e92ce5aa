import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FRAGMENT_KEYS } from '@/config/paths';
import { PINNED, REGISTRY, type Format } from './registry';

const ROOT = new URL('../../../', import.meta.url).pathname;
const SRC = join(ROOT, 'web/src');
const DOCS_PAGE = '../../../docs/links-and-storage.md';
/** Its examples spell the fragment keys, as the docs do. */
const REGISTRY_FILE = 'web/src/app/registry.ts';

/** The app's own source files: tests and their set-up leave nothing on a visitor's device. */
function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return path === join(SRC, 'test') ? [] : sourceFiles(path);
    return /\.(ts|tsx|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface Literal {
  file: string;
  text: string;
}

/**
 * Every piece of literal text in the code — strings, templates' fixed parts, regular expressions —
 * with what is only a comment left out. `storageArguments` are the literal keys handed straight
 * to getItem, setItem or removeItem; `fragmentKeys`, what a template puts between `#` and `=` (or
 * in a `#(…|…)(?:=` group), unless it is one of config/paths.ts's FRAGMENT_KEYS.
 */
function scan() {
  const literals: Literal[] = [];
  const storageArguments: Literal[] = [];
  const fragmentKeys: Literal[] = [];
  for (const path of sourceFiles()) {
    const file = relative(ROOT, path);
    const text = readFileSync(path, 'utf8');
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    // `const { openLesson } = FRAGMENT_KEYS;` names keys too.
    const named = new Set(
      [...text.matchAll(/const \{([^}]*)\} = FRAGMENT_KEYS/g)].flatMap((m) => m[1]!.split(',').map((n) => n.trim())),
    );
    const isRegistered = (expression: ts.Expression) =>
      /^FRAGMENT_KEYS\.\w+$/.test(expression.getText()) || named.has(expression.getText());
    const visit = (node: ts.Node) => {
      if (ts.isTemplateExpression(node)) {
        node.templateSpans.forEach((span, i) => {
          const before = i === 0 ? node.head.text : node.templateSpans[i - 1]!.literal.text;
          const after = span.literal.text;
          if (/(#\(?|\|)$/.test(before) && /^(\)?\(\?:=|=|\|)/.test(after) && !isRegistered(span.expression)) {
            fragmentKeys.push({ file, text: span.expression.getText() });
          }
        });
      }
      if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) literals.push({ file, text: node.text });
      else if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) literals.push({ file, text: node.getText() });
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        /^(getItem|setItem|removeItem)$/.test(node.expression.name.text) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        storageArguments.push({ file, text: node.arguments[0].text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, storageArguments, fragmentKeys };
}

const scanned = scan();
const { literals, storageArguments } = scanned;
const storageKeys = REGISTRY.flatMap((f) => (f.carrier.kind === 'storage' ? [f.carrier.key] : []));
const fragmentKeys = REGISTRY.flatMap((f) =>
  f.carrier.kind === 'link' && 'fragmentKey' in f.carrier ? [f.carrier.fragmentKey] : [],
);
const where = (literal: Literal) => `${literal.file}: ${JSON.stringify(literal.text)}`;

describe('the registry of what leaves the page (decision 0041)', () => {
  it('lists every storage key the code has', () => {
    const found = literals.flatMap((literal) =>
      [...literal.text.matchAll(/stezhka:[a-z-]+/g)].map((match) => ({ ...literal, text: match[0] })),
    );
    expect(found.length).toBeGreaterThan(0);
    const unlisted = found.filter((literal) => !storageKeys.includes(literal.text)).map(where);
    expect(unlisted, 'add each to app/registry.ts').toEqual([]);
  });

  it('has each storage key spelled once, beside the module its entry names', () => {
    for (const format of REGISTRY) {
      if (format.carrier.kind !== 'storage') continue;
      const { key } = format.carrier;
      const definitions = [...new Set(literals.filter((l) => l.text === key).map((l) => l.file))];
      expect(definitions, format.name).toHaveLength(1);
      expect(dirname(definitions[0]!), format.name).toBe(dirname(format.module));
    }
  });

  it('names every key by the app’s prefix: storage is shared with whatever else the origin runs', () => {
    for (const key of storageKeys) expect(key).toMatch(/^stezhka:[a-z-]+$/);
    const outside = storageArguments.filter((literal) => !storageKeys.includes(literal.text)).map(where);
    expect(outside, 'a storage key outside the registry').toEqual([]);
  });

  it('finds no fragment key spelled outside config/paths.ts', () => {
    const spelled = literals
      .filter((literal) => literal.file !== REGISTRY_FILE && /#[A-Za-z][\w-]*(=|\(\?:=)/.test(literal.text))
      .map(where);
    expect(spelled, 'use FRAGMENT_KEYS of config/paths.ts').toEqual([]);
    expect(scanned.fragmentKeys.map(where), 'use FRAGMENT_KEYS of config/paths.ts').toEqual([]);
  });

  it('lists every fragment key of config/paths.ts, each with one meaning', () => {
    const keys = Object.values(FRAGMENT_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...new Set(fragmentKeys)].sort()).toEqual([...keys].sort());
    for (const { name, carrier, example } of REGISTRY) {
      if (carrier.kind !== 'link') continue;
      const [mark, key] = 'fragmentKey' in carrier ? ['#', carrier.fragmentKey] : ['?', carrier.queryKey];
      expect(key, name).toMatch(/^[a-z]+$/);
      expect(example, name).toContain(`${mark}${key}=`);
    }
  });

  it('describes the version each format is written in now', () => {
    for (const format of REGISTRY) {
      const inCode = format.versionInCode === undefined ? null : String(format.versionInCode);
      expect(inCode, `${format.name}: the code writes another version than the entry describes`).toBe(format.version);
    }
  });

  it('names modules and tests that exist, and each format once', () => {
    expect(new Set(REGISTRY.map((f) => f.name)).size).toBe(REGISTRY.length);
    for (const format of REGISTRY) {
      expect(format.tests.length, format.name).toBeGreaterThan(0);
      for (const path of [format.module, ...format.tests]) expect(existsSync(join(ROOT, path)), path).toBe(true);
    }
  });

  it('is the docs page, docs/links-and-storage.md (`npx vitest run src/app/registry.test.ts -u` rewrites it)', async () => {
    await expect(docsPage(REGISTRY)).toMatchFileSnapshot(DOCS_PAGE);
  });
});

const code = (text: string) => `\`${text}\``;

function whereOf({ carrier }: Format): string {
  switch (carrier.kind) {
    case 'link':
      return 'fragmentKey' in carrier
        ? code(`${carrier.page}#${carrier.fragmentKey}=`)
        : code(`${carrier.page}?${carrier.queryKey}=`);
    case 'storage':
      return `${code(carrier.key)} (${carrier.storage})`;
    case 'file':
      return code(carrier.fileName);
    case 'paper':
      return `printed from ${code(carrier.page)}`;
  }
}

const decisionsOf = (format: Format) =>
  format.decisions.length === 0
    ? ''
    : ` · decision${format.decisions.length > 1 ? 's' : ''} ${format.decisions.join(', ')}`;

/** The page, from the registry: one table to find a format, then each in full. */
function docsPage(registry: readonly Format[]): string {
  const kinds = ['link', 'file', 'paper', 'storage'] as const;
  const titles = { link: 'Links', file: 'Files', paper: 'Paper', storage: 'Storage on the device' };
  const lines = [
    '# Links and storage: what leaves the page',
    '',
    '<!-- Made from web/src/app/registry.ts by its test: edit the registry, then run',
    '     `npx vitest run src/app/registry.test.ts -u` in web/ (decision 0041). -->',
    '',
    'Every link format, saved file, paper form and storage key the app writes, for a developer about',
    'to change what one of them carries. Each says the version it is written in now, what that version',
    'pins (what cannot change without a new version, or old links and stored values would be misread),',
    'who reads the older versions, and the tests that hold it. The list is `web/src/app/registry.ts`;',
    'its test fails when the code has a storage key or a fragment key the registry lacks, and fragment',
    'keys are defined only in `web/src/config/paths.ts`.',
    '',
    'Not listed: what the service worker caches (Workbox’s precache, `stezhka-on-use` and each',
    'version’s `stezhka-pages` cache, decisions 0009 and 0040) and what Firebase’s SDK keeps for a',
    'signed-in visitor: neither is a format of ours.',
    '',
    '## Before changing the product',
    '',
    'Each of these, changed, asks for a look at the formats listed after it.',
    '',
    ...Object.entries(PINNED).map(([pinned, what]) => {
      const by = registry.filter((f) => f.pinned.includes(pinned as keyof typeof PINNED)).map((f) => f.name);
      return `- **${what[0]!.toUpperCase()}${what.slice(1)}:** ${by.join('; ')}.`;
    }),
    '',
    '## At a glance',
    '',
    '| Format | Where | Version | Tests |',
    '|---|---|---|---|',
    ...registry.map((f) => `| ${f.name} | ${whereOf(f)} | ${f.version ?? '—'} | ${f.tests.map(code).join(', ')} |`),
  ];
  for (const kind of kinds) {
    lines.push('', `## ${titles[kind]}`);
    for (const f of registry.filter((format) => format.carrier.kind === kind)) {
      lines.push(
        '',
        `### ${f.name}`,
        '',
        `${whereOf(f)} · ${f.version ? `version ${f.version}` : 'not versioned'}${decisionsOf(f)}`,
        '',
        `- **Example:** ${kind === 'link' || kind === 'storage' ? code(f.example) : f.example}`,
        `- **Pins:** ${f.pins}`,
        `- **Older versions:** ${f.olderVersions}`,
        `- **Written and read by:** ${code(f.module)}`,
        `- **Tests:** ${f.tests.map(code).join(', ')}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
