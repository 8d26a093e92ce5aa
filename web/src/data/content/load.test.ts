import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NBSP } from '../../lib/typeset';
import { CONTENT_DIR, ContentError, loadContent } from './load';
import { catalogueView, namesView, profilesView } from './views';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A copy of web/content with one file changed by `edit`. */
function contentWith(file: string, edit: (text: string) => string): string {
  dir = mkdtempSync(join(tmpdir(), 'stezhka-content-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return dir;
}

/** The problems the content check reports, one line each. */
function problemsOf(contentDir: string): readonly string[] {
  try {
    loadContent(contentDir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

const ENGINEER = 'professions/engineer.yaml';
const TEACHER = 'professions/teacher.yaml';

describe('the content check: one line naming the file, the field and what is expected', () => {
  it('passes the content as it is', () => {
    expect(problemsOf(CONTENT_DIR)).toEqual([]);
  });

  it('a field that does not exist', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('name: Інженер', 'name: Інженер\nnmae: Інженер'));
    expect(problemsOf(d)).toEqual([
      "content/professions/engineer.yaml: nmae: not a field of a profession's file (docs/content.md lists them)",
    ]);
  });

  it('a profile without a source', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/ {2}sources:\n( {4}- .*\n)+/, '  sources: []\n'));
    expect(problemsOf(d)).toEqual(['content/professions/engineer.yaml: profile.sources: at least one source']);
  });

  it('a source that is neither a URL nor a shared set', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('    - specialty-list', '    - specialty-list\n    - specialty-lists'));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: profile.sources: «specialty-lists» is neither an http(s) URL nor a source set in shared.yaml',
    ]);
  });

  it('a specialty code not in the 2024 list', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('    - G19', '    - G99'));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: profile.specialties.0: a specialty code of the 2024 list in src/data/specialties.ts (not «G99»)',
    ]);
  });

  it('a way in said as a rule, without «зазвичай» or «найчастіше»', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/afterSchool: .*/, 'afterSchool: Вступають до університету.'));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: profile.afterSchool: a way in said as what is usual, with «зазвичай» or «найчастіше» (the facts call routes editorial)',
    ]);
  });

  it('a roadmap step id used twice', () => {
    const d = contentWith(TEACHER, (t) => t.replace('id: kids', 'id: tutor'));
    const problems = problemsOf(d);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/professions\/teacher\.yaml: detail\.roadmap\.\d+\.steps\.\d+\.id: a step id used once \(tutor is twice\)$/,
    );
  });

  it('a file name that is not Latin', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('title: Engineer\n', ''));
    renameSync(join(d, ENGINEER), join(d, 'professions/інженер.yaml'));
    expect(problemsOf(d)).toContain(
      'content/professions/інженер.yaml: (the file name): lower-case Latin letters, digits and hyphens (marks and addresses key on it)',
    );
  });

  it('a file that is not YAML', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('name: Інженер', 'name: [Інженер'));
    const [problem, ...rest] = problemsOf(d);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^content\/professions\/engineer\.yaml:\d+: not valid YAML: /);
  });

  it('a name the quiz can show with no file', () => {
    const d = contentWith(ENGINEER, (t) => t);
    rmSync(join(d, ENGINEER));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: (missing): the quiz can name «Engineer», so it needs a file with that title',
    ]);
  });

  it('a name the quiz can show with no O*NET interests', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/interests:\n( {2}.*\n)+/, ''));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: interests: required for a profession the quiz can name (interests-facts.md §2)',
    ]);
  });
});

describe('a profession the quiz does not name', () => {
  it('is one file: its profile and its name reach every view', () => {
    const file = readFileSync(join(CONTENT_DIR, ENGINEER), 'utf8')
      .replace('title: Engineer', 'title: Land Surveyor')
      .replace('name: Інженер', 'name: Геодезист')
      .replace(/interests:\n( {2}.*\n)+/, '');
    const d = contentWith(ENGINEER, (t) => t);
    writeFileSync(join(d, 'professions/land-surveyor.yaml'), file);
    const content = loadContent(d);
    expect(namesView(content)['land-surveyor']).toEqual({ title: 'Land Surveyor', nameUk: 'Геодезист' });
    expect(profilesView(content)['land-surveyor']?.work).toBeTruthy();
    expect(catalogueView(content).map((p) => p.id)).not.toContain('land-surveyor');
  });
});

describe('typesetting at build', () => {
  it('typesets the texts typed with plain spaces, so nobody types an invisible character', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^line: .*$/m, "line: Працює в офісі й на об'єкті - з кресленнями."));
    const engineer = loadContent(d).find((p) => p.id === 'engineer')!;
    expect(engineer.line).toBe(`Працює в${NBSP}офісі й${NBSP}на об’єкті${NBSP}— з${NBSP}кресленнями.`);
  });
});

describe('what a profile’s texts must be, checked with the rest', () => {
  it.each([
    ['work of one sentence', /^ {2}work: .*$/m, '  work: Зазвичай працює на будівництві.', 'profile.work: two or three sentences'],
    [
      'a text speaking to the student',
      /^ {2}afterSchool: .*$/m,
      '  afterSchool: Обери університет, куди зазвичай вступають інженери.',
      'profile.afterSchool: a text about the work that does not speak to the student («ти», «обери»…)',
    ],
    [
      'a dated text',
      /^ {2}fact: .*$/m,
      '  fact: Станом на 2026 рік інженери проходять атестацію.',
      'profile.fact: no «станом на…»: the screen dates the whole profile once',
    ],
    ['a line of two sentences', /^line: .*$/m, 'line: Проєктує. Будує.', 'line: one sentence, from a capital to a full stop'],
    [
      'sources without the specialty list',
      /^ {4}- specialty-list\n/m,
      '',
      'profile.sources: include specialty-list, the source of the specialty codes',
    ],
  ])('%s', (_, field, text, problem) => {
    const d = contentWith(ENGINEER, (t) => t.replace(field, text));
    expect(problemsOf(d)).toEqual([`content/professions/engineer.yaml: ${problem}`]);
  });
});
