import { describe, expect, it } from 'vitest';
import { NBSP } from '../src/lib/typeset';
import { typesetSources } from './vite-typeset';

const transform = (code: string, id: string) => {
  const hook = typesetSources().transform as (code: string, id: string) => { code: string } | undefined;
  return hook(code, id)?.code ?? code;
};

// Decision 0031: an editor types plain spaces; the build typesets.
describe('typesetting at build', () => {
  it('typesets the texts of an app source as it is compiled', () => {
    const out = transform("export const a = 'Крок 1 - з нуля в ІТ';\n", '/w/web/src/features/x/a.ts');
    expect(out).toBe(`export const a = 'Крок${NBSP}1${NBSP}— з${NBSP}нуля в${NBSP}ІТ';\n`);
  });

  it('writes JSX text’s non-breaking space as &nbsp;', () => {
    const out = transform('export const A = () => <p>Я з Києва</p>;\n', '/w/web/src/features/x/a.tsx');
    expect(out).toContain('<p>Я&nbsp;з&nbsp;Києва</p>');
  });

  it('leaves tests, other folders and the specification’s own strings alone', () => {
    const code = "const a = 'в дорозі';\n";
    expect(transform(code, '/w/web/src/features/x/a.test.ts')).toBe(code);
    expect(transform(code, '/w/web/node_modules/x/src/a.ts')).toBe(code);
    const spec = 'const h = "Твої рекомендації щодо кар\'єри";\n';
    expect(transform(spec, '/w/web/src/features/x/a.ts')).toBe(spec);
  });
});
