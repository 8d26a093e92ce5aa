import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NBSP } from '../../lib/typeset';
import { transferFragment } from '../../lib/roadmap-marks/transfer-code';
import { CONTENT_DIR, ContentError, loadContent, marksLinkLength } from './load';
import {
  catalogueView,
  interestsView,
  namesView,
  professionIndexView,
  profilesView,
  quizTableView,
  stepIdsView,
} from './views';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A copy of web/content (the test's own, kept across calls) with one file changed by `edit`. */
function contentWith(file: string, edit: (text: string) => string): string {
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'stezhka-content-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
  }
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  return dir;
}

/**
 * The problems the content check reports, one line each, as `npm run content` prints them (the
 * test run typesets the check's own Ukrainian words, with non-breaking spaces).
 */
function problemsOf(contentDir: string): readonly string[] {
  try {
    loadContent(contentDir);
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map((p) => p.replaceAll(NBSP, ' '));
    throw error;
  }
  return [];
}

const ENGINEER = 'professions/engineer.yaml';
const TEACHER = 'professions/teacher.yaml';
const SOFTWARE = 'professions/software-engineer.yaml';
const RETIRED = 'retired.yaml';
/** The content as it is: engineer's number in links, the next free one, the next free place in the catalogue. */
const CONTENT = loadContent();
const teacher = CONTENT.professions.find((p) => p.id === 'teacher')!;
const TEACHER_STEPS = [...teacher.detail!.roadmap.flatMap((phase) => phase.steps.map((step) => step.id)), ...teacher.now!.map((step) => step.id)];
const ENGINEER_NUMBER = CONTENT.professions.find((p) => p.id === 'engineer')!.number;
const NEXT_NUMBER = professionIndexView(CONTENT).length;
const NEXT_LISTED = Math.max(...CONTENT.professions.map((p) => p.listed ?? 0)) + 1;

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
    const d = contentWith(RETIRED, (t) => t.replace('professions: {}', `professions:\n  engineer:\n    number: ${ENGINEER_NUMBER}`));
    rmSync(join(d, ENGINEER));
    expect(problemsOf(d)).toEqual([
      'content/professions: title: the quiz can name «Engineer» (src/data/recommendations.ts), so one file needs that title',
    ]);
  });

  it('a name the quiz can show with no O*NET interests', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/interests:\n( {2}.*\n)+/, '').replace(/^line: .*\n/m, ''));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: interests: required for a profession the quiz can name (interests-facts.md §2)',
    ]);
  });

  it('a Ukrainian name used twice', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('name: Інженер', 'name: Інженер-механік'));
    expect(problemsOf(d)).toEqual([
      'content/professions/mechanical-engineer.yaml: name: «Інженер-механік» is already engineer\'s name',
    ]);
  });
});

describe('the id is the file’s name, and nothing else', () => {
  it('a file renamed is another profession to links; the quiz finds it by its title', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^number: \d+/m, `number: ${NEXT_NUMBER}`));
    renameSync(join(d, ENGINEER), join(d, 'professions/civil-engineer.yaml'));
    expect(problemsOf(d)).toEqual([
      `content/retired.yaml: professions: number ${ENGINEER_NUMBER} is in no file: list a removed profession here with its number (and its roadmap's stepIds), so that old links still read; or give it to the profession added last`,
    ]);
    contentWith(RETIRED, (t) => t.replace('professions: {}', `professions:\n  engineer:\n    number: ${ENGINEER_NUMBER}`));
    const content = loadContent(d);
    expect(quizTableView(content)['Engineer']).toBe('civil-engineer');
    expect(professionIndexView(content)[ENGINEER_NUMBER]).toBe('engineer');
    expect(professionIndexView(content)[NEXT_NUMBER]).toBe('civil-engineer');
  });

  it('a title fixed in the file but not in the quiz’s table is named, and renames nothing', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('title: Engineer', 'title: Enginer'));
    expect(problemsOf(d)).toEqual([
      'content/professions: title: the quiz can name «Engineer» (src/data/recommendations.ts), so one file needs that title',
    ]);
  });

  it('a title used twice', () => {
    const d = contentWith(ENGINEER, (t) => t.replace('title: Engineer', 'title: Mechanical Engineer'));
    expect(problemsOf(d)).toContain(
      "content/professions/mechanical-engineer.yaml: title: «Mechanical Engineer» is already engineer's title",
    );
  });
});

describe('a profession’s number in links (decision 0042)', () => {
  it('is given by the file, one per profession, as the index links carry', () => {
    const index = professionIndexView(CONTENT);
    expect(new Set(index).size).toBe(CONTENT.professions.length);
    expect(index[ENGINEER_NUMBER]).toBe('engineer');
  });

  it('a file with none is told the next free one', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^number: .*\n/m, ''));
    expect(problemsOf(d)).toEqual([
      `content/professions/engineer.yaml: number: required: the next free number is ${NEXT_NUMBER} (links carry a profession by it, docs/content.md)`,
    ]);
  });

  it('a number another profession has', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^number: \d+/m, 'number: 0'));
    expect(problemsOf(d)).toEqual([
      `content/professions/engineer.yaml: number: 0 is already ${professionIndexView(CONTENT)[0]}'s number; the next free one is ${NEXT_NUMBER}`,
      `content/retired.yaml: professions: number ${ENGINEER_NUMBER} is in no file: list a removed profession here with its number (and its roadmap's stepIds), so that old links still read; or give it to the profession added last`,
      `content/professions/engineer.yaml: number: ${ENGINEER_NUMBER}, not 0: links have carried engineer by it since before decision 0042, and a number never changes`,
    ]);
  });

  it('a new profession with a number already given', () => {
    const d = contentWith(ENGINEER, (t) => t);
    const file = readFileSync(join(d, ENGINEER), 'utf8')
      .replace('title: Engineer\n', '')
      .replace('name: Інженер', 'name: Професія лише для тесту')
      .replace(/^line: .*\n/m, '')
      .replace(/interests:\n( {2}.*\n)+/, '');
    writeFileSync(join(d, 'professions/test-only-profession.yaml'), file);
    expect(problemsOf(d)).toEqual([
      `content/professions/test-only-profession.yaml: number: ${ENGINEER_NUMBER} is already engineer's number; the next free one is ${NEXT_NUMBER}`,
    ]);
  });

  it('a profession deleted and its number given to another', () => {
    const d = contentWith(ENGINEER, (t) => t);
    rmSync(join(d, ENGINEER));
    contentWith('professions/accountant.yaml', (t) => t.replace(/^number: \d+/m, `number: ${ENGINEER_NUMBER}`));
    expect(problemsOf(d)).toContain(
      `content/professions/accountant.yaml: number: 0, not ${ENGINEER_NUMBER}: links have carried accountant by it since before decision 0042, and a number never changes`,
    );
  });

  it('a file deleted without being listed as removed', () => {
    const d = contentWith(ENGINEER, (t) => t);
    rmSync(join(d, ENGINEER));
    expect(problemsOf(d)).toContain(
      `content/retired.yaml: professions: number ${ENGINEER_NUMBER} is in no file: list a removed profession here with its number (and its roadmap's stepIds), so that old links still read; or give it to the profession added last`,
    );
  });

  it('a removed profession keeps its number and its steps, and its name is not given again', () => {
    const d = contentWith(RETIRED, (t) =>
      t.replace('professions: {}', `professions:\n  test-only-removed:\n    number: ${NEXT_NUMBER}\n    stepIds: [one, two]`),
    );
    const content = loadContent(d);
    expect(professionIndexView(content)[NEXT_NUMBER]).toBe('test-only-removed');
    expect(stepIdsView(content)['test-only-removed']).toEqual(['one', 'two']);
    writeFileSync(join(d, 'professions/test-only-removed.yaml'), 'name: Вилучена лише для тесту\n');
    expect(problemsOf(d)).toContain(
      `content/professions/test-only-removed.yaml: (the file name): test-only-removed was removed (content/retired.yaml lists it): to bring it back, delete it there and keep its number, ${NEXT_NUMBER}`,
    );
  });

  it('a number too large for the link', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^number: \d+/m, 'number: 300'));
    expect(problemsOf(d)).toEqual([
      "content/professions/engineer.yaml: number: a number up to 254 (the record's link has 8 bits for it)",
    ]);
  });
});

describe('a file’s step ids in the order links carry them (stepIds)', () => {
  const ledger = (t: string) => t.match(/^stepIds: \[(.*)\]$/m)![1]!;

  it('keep the order links carried before the ids moved into the files', () => {
    const d = contentWith(TEACHER, (t) => t.replace(ledger(t), ledger(t).replace('tutor, profile', 'profile, tutor')));
    expect(problemsOf(d)).toEqual([
      'content/professions/teacher.yaml: stepIds: begins [tutor, profile, kids, nmt, enroll, pedagogy, practice, master, mentor, formats, courses, reflect, certify], the order links have carried since before decision 0042 (a new id goes after them)',
    ]);
  });

  it('a new step’s id goes at the end', () => {
    const d = contentWith(TEACHER, (t) =>
      t.replace('        - id: kids', '        - id: camp\n          text: Поїдь вожатим у табір.\n        - id: kids'),
    );
    expect(problemsOf(d)).toEqual([
      'content/professions/teacher.yaml: stepIds: add «camp» at the end (a step\'s id goes last: the «Моя стежка» link carries marks in this order)',
    ]);
    const added = contentWith(TEACHER, (t) => t.replace(ledger(t), `${ledger(t)}, camp`));
    expect(stepIdsView(loadContent(added)).teacher!.at(-1)).toBe('camp');
  });

  it('a new page copied from a published one is told it copied the list; the published page is not', () => {
    // As docs/content.md's Example 4 has it: a copy of teacher.yaml, its roadmap then rewritten.
    const d = contentWith(TEACHER, (t) => t);
    const copy = readFileSync(join(d, TEACHER), 'utf8')
      .replace('title: Teacher', 'title: Test-only Librarian')
      .replace('name: Учитель', 'name: Тестовий бібліотекар')
      .replace(/number: \d+.*\n/, `number: ${NEXT_NUMBER}\n`)
      .replace(/listed: \d+/, `listed: ${NEXT_LISTED}`)
      .replace(/interests:\n( {2}.*\n)+/, '');
    writeFileSync(join(d, 'professions/test-only-librarian.yaml'), copy);
    expect(problemsOf(d)).toEqual([]);
    // The teacher's map changes: the teacher's own messages, not the copy's.
    contentWith(TEACHER, (t) =>
      t.replace('        - id: kids', '        - id: camp\n          text: Поїдь вожатим у табір.\n        - id: kids'),
    );
    expect(problemsOf(d)).toEqual([
      'content/professions/teacher.yaml: stepIds: add «camp» at the end (a step\'s id goes last: the «Моя стежка» link carries marks in this order)',
    ]);
    // The copy's map changes and its list is still the teacher's: it is told so, in one line.
    writeFileSync(
      join(d, 'professions/test-only-librarian.yaml'),
      copy.replace('        - id: kids', '        - id: shelve\n          text: Розстав книжки.\n        - id: kids'),
    );
    expect(problemsOf(d)).toContainEqual(
      expect.stringMatching(/^content\/professions\/test-only-librarian\.yaml: stepIds: the list of teacher\.yaml, copied with it; for a new file write stepIds: \[/),
    );
  });

  it('a removed step’s id stays, listed as retired, and is never a step’s id again', () => {
    const d = contentWith(TEACHER, (t) => t.replace(/ {8}- id: kids\n {10}text: .*\n/, ''));
    expect(problemsOf(d)).toEqual([
      "content/professions/teacher.yaml: stepIds: «kids» on no step of the page: if the step was removed, list its id in retiredStepIds as well; if its id was changed, change it back (students' marks are kept under it)",
    ]);
    contentWith(TEACHER, (t) => `${t}retiredStepIds: [kids]\n`);
    expect(stepIdsView(loadContent(d)).teacher).toContain('kids');
    contentWith(TEACHER, (t) => t.replace('id: tutor', 'id: kids'));
    expect(problemsOf(d)).toContain(
      'content/professions/teacher.yaml: retiredStepIds: «kids» retired, so never a step\'s id again: give the step another id',
    );
  });

  it('a new page is told its list', () => {
    const d = contentWith(TEACHER, (t) => t.replace(ledger(t), 'a, b'));
    expect(problemsOf(d)).toEqual([
      'content/professions/teacher.yaml: stepIds: begins [tutor, profile, kids, nmt, enroll, pedagogy, practice, master, mentor, formats, courses, reflect, certify], the order links have carried since before decision 0042 (a new id goes after them)',
      `content/professions/teacher.yaml: stepIds: none of these is a step of the page; for a new file write stepIds: [${TEACHER_STEPS.join(', ')}]`,
    ]);
  });

  it('measures the link as lib/roadmap-marks/transfer-code.ts makes it', () => {
    const ids = ['python', 'nmt', 'intern'];
    expect(marksLinkLength('teacher', ids)).toBe(`https://stezhka.example/profession/teacher${transferFragment(ids)}`.length);
  });

  it('a link moving every mark stays within 200 characters', () => {
    const long = 'averyveryveryverylongstepidthatnobodywouldtype'.repeat(2);
    const d = contentWith(TEACHER, (t) =>
      t
        .replace('        - id: kids', `        - id: ${long}\n          text: Поїдь вожатим у табір.\n        - id: kids`)
        .replace(ledger(t), `${ledger(t)}, ${long}`),
    );
    const [problem, ...rest] = problemsOf(d);
    expect(rest).toEqual([]);
    expect(problem).toMatch(
      /^content\/professions\/teacher\.yaml: stepIds: the link that moves every mark of this page to another device is \d+ characters, over 200: shorter step ids$/,
    );
  });
});

describe('O*NET’s interest scores', () => {
  // Issue 47: six equal scores made Pearson's correlation undefined, and the match listed nothing
  // for any student.
  it('a flat profile is refused', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/ {4}([RIASEC]): [\d.]+/g, '    $1: 4'));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: interests.scores: six scores that are not all equal (no student can be compared with a flat profile; interests-facts.md §2 has the real ones)',
    ]);
  });

  it('reach the app by id', () => {
    expect(interestsView(CONTENT).engineer?.scores).toHaveLength(6);
  });
});

describe('the line under a profession’s name, where something shows it', () => {
  it('required for a profession with interests and no detail page', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^line: .*\n/m, ''));
    expect(problemsOf(d)).toEqual([
      'content/professions/engineer.yaml: line: required for a profession with interests and no detail page (the results show it under the name)',
    ]);
  });

  it('none for a detail page, whose description stands in', () => {
    const d = contentWith(TEACHER, (t) => t.replace('name: Учитель\n', 'name: Учитель\nline: Навчає дітей.\n'));
    expect(problemsOf(d)).toEqual([
      'content/professions/teacher.yaml: line: no line for a profession with a detail page: its cards show the first sentence of its description',
    ]);
  });
});

// The professions the tests add are named «test-only-…», so that no real file collides with them.
describe('a profession the quiz does not name', () => {
  it('is one file: its profile and its name reach every view', () => {
    const file = readFileSync(join(CONTENT_DIR, ENGINEER), 'utf8')
      .replace('title: Engineer', 'title: Test-Only Profession')
      .replace('name: Інженер', 'name: Професія лише для тесту')
      .replace(/^number: .*$/m, `number: ${NEXT_NUMBER}`)
      .replace(/^line: .*\n/m, '')
      .replace(/interests:\n( {2}.*\n)+/, '');
    const d = contentWith(ENGINEER, (t) => t);
    writeFileSync(join(d, 'professions/test-only-profession.yaml'), file);
    const content = loadContent(d);
    expect(namesView(content)['test-only-profession']).toEqual({ title: 'Test-Only Profession', nameUk: 'Професія лише для тесту' });
    expect(profilesView(content)['test-only-profession']?.work).toBeTruthy();
    expect(catalogueView(content).map((p) => p.id)).not.toContain('test-only-profession');
    expect(professionIndexView(content)[NEXT_NUMBER]).toBe('test-only-profession');
  });

  it('a line nothing shows is named', () => {
    const file = readFileSync(join(CONTENT_DIR, ENGINEER), 'utf8')
      .replace('title: Engineer\n', '')
      .replace('name: Інженер', 'name: Професія лише для тесту')
      .replace(/^number: .*$/m, `number: ${NEXT_NUMBER}`)
      .replace(/interests:\n( {2}.*\n)+/, '');
    const d = contentWith(ENGINEER, (t) => t);
    writeFileSync(join(d, 'professions/test-only-profession.yaml'), file);
    expect(problemsOf(d)).toEqual([
      "content/professions/test-only-profession.yaml: line: nothing shows this line: it stands under the name in the quiz's and the interest list's results, for a profession with interests",
    ]);
  });

  it('a detail page for a name of the quiz other than the specification’s three is the team’s decision', () => {
    const file = readFileSync(join(CONTENT_DIR, TEACHER), 'utf8')
      .replace('title: Teacher', 'title: Engineer')
      .replace('name: Учитель', 'name: Інженер')
      .replace(/^number: .*$/m, `number: ${ENGINEER_NUMBER}`)
      .replace(/^listed: \d+$/m, `listed: ${NEXT_LISTED}`);
    const d = contentWith(ENGINEER, () => file);
    expect(problemsOf(d)).toEqual([
      "content/professions/engineer.yaml: detail: of the professions the quiz can name, only the specification's three have a detail page (software-engineer, data-scientist, teacher); another one is the team's decision",
    ]);
  });
});

describe('typesetting at build', () => {
  it('typesets the texts typed with plain spaces, so nobody types an invisible character', () => {
    const d = contentWith(ENGINEER, (t) => t.replace(/^line: .*$/m, "line: Працює в офісі й на об'єкті - з кресленнями."));
    const engineer = loadContent(d).professions.find((p) => p.id === 'engineer')!;
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

// The copy reviews' findings (review-rules.ts): each line names the file, the field and the finding,
// and the wording the review found fails again.
describe('what the copy reviews fixed stays fixed', () => {
  it.each([
    [
      SOFTWARE,
      'вчитися нового',
      'вчитися новому',
      'content/professions/software-engineer.yaml: detail.overview: «вчитися нового», not «вчитися новому»: «вчитися» takes the genitive (copy review 1, E1)',
    ],
    [
      'professions/online-tutor.yaml',
      'на спеціальність «Середня освіта» з предмета',
      'на «Середню освіту» з предмета',
      'content/professions/online-tutor.yaml: profile.afterSchool: an official name stays as it is inside its quotes, after the generic word («на спеціальність «Середня освіта»») (copy review 5, A16)',
    ],
    [
      'professions/manager.yaml',
      'Можна вступити до фахового коледжу на менеджмент, але менеджерами найчастіше',
      'Зазвичай вступають до фахового коледжу на менеджмент, але менеджерами найчастіше',
      'content/professions/manager.yaml: afterGrade9.college: the college as one way in («Можна вступити до фахового коледжу…»): the facts say only that such programmes exist (copy review 4, E4; copy review 5, E5)',
    ],
    [
      TEACHER,
      'Хто проходить її успішно, станом на 2026 рік отримує',
      'Тоді отримує',
      'content/professions/teacher.yaml: detail.roadmap.2.steps.4.text: dated: «станом на 2026 рік» (copy review 2)',
    ],
    [
      'professions/historian.yaml',
      'для наукової роботи зазвичай здобувають',
      'для наукової роботи здобувають',
      'content/professions/historian.yaml: profile.afterSchool: the doctorate for research said as what is usual («зазвичай», «найчастіше») (copy review 4, E10)',
    ],
    [
      'professions/lab-technician.yaml',
      'наприклад медичного.',
      'наприклад медичного, або до ліцею.',
      'content/professions/lab-technician.yaml: afterGrade9.college: no vocational school: the facts have it from one source only (copy review 4, E5)',
    ],
  ])('%s', (file, now, was, problem) => {
    const d = contentWith(file, (t) => {
      expect(t).toContain(now);
      return t.replace(now, was);
    });
    expect(problemsOf(d)).toContain(problem);
  });

  it('the 150-point minimum, said of a shared fact, is held for every profession that states it', () => {
    const d = contentWith('shared.yaml', (t) => t.replace('Проєкт правил вступу 2026 року передбачав, що для', 'Для'));
    expect(problemsOf(d)).toContain(
      "content/professions/business-analyst.yaml: profile.fact: the 150-point minimum said as the 2026 draft's («Проєкт правил вступу 2026 року передбачав…»), for university admission, and that later years may differ (copy review 4, E3)",
    );
  });
});

describe('a profession’s next steps (decision 0044)', () => {
  const ACCOUNTANT = 'professions/accountant.yaml';

  const cases: [(t: string) => string, string][] = [
      [
        (t) => t.replace(/ {4}Physics: [\d.]+\n/, ''),
        'content/professions/accountant.yaml: knowledge.importance: add Physics (each area of content/subjects.yaml)',
      ],
      [
        (t) => t.replace(/ {4}Mathematics: [\d.]+/, '    Mathematics: 6'),
        'content/professions/accountant.yaml: knowledge.importance.Mathematics: an importance from 1 to 5',
      ],
      [
        (t) => t.replace('  lyceum: STEM', '  lyceum: природничий'),
        'content/professions/accountant.yaml: afterGrade9.lyceum: one of STEM, мовно-літературний, суспільно-гуманітарний, будь-який, or null',
      ],
      [
        (t) => t.replace(/\n {2}- id: budget\n {4}text: .*/, '').replace(/\n {2}- id: receipt\n {4}text: .*/, ''),
        'content/professions/accountant.yaml: now: three to five steps',
      ],
      [
        (t) => t.replace(/(\n {2}- id: budget\n {4}text: ).*/, '$1"Зареєструйся на НМТ."'),
        'content/professions/accountant.yaml: now.0.text: a step about the НМТ dated «станом на 2026 рік»',
      ],
      [
        (t) => t.replace(/(\n {2}- id: budget\n {4}text: ).*/, '$1"Навесні 2027 року обери ліцей."'),
        'content/professions/accountant.yaml: now.0.text: no year but «станом на 2026 рік»: dates and rules for 2027 are not verified (subjects-facts.md §7)',
      ],
      [
        (t) => t.replace(/(\n {2}- id: budget\n {4}text: ).*/, '$1"Підготуйся до вступного іспиту в ліцей."'),
        'content/professions/accountant.yaml: now.0.text: no admission tests: none is verified for 2027',
      ],
  ];
  it.each(cases)('a malformed or incomplete block fails in one line naming the file and the field (%#)', (edit, line) => {
    expect(problemsOf(contentWith(ACCOUNTANT, edit))).toEqual([line]);
  });

  it('a stand-in needs the title of the occupation whose ratings it uses; the own code needs none', () => {
    const d = contentWith(ACCOUNTANT, (t) => t.replace(/knowledge:\n {2}code: [\d.-]+/, 'knowledge:\n  code: 13-2099.01'));
    expect(problemsOf(d)).toEqual([
      'content/professions/accountant.yaml: knowledge.code: 13-2011.00, the occupation of interests.code (or standIn: true with the other occupation\'s title)',
    ]);
  });

  it('a file without the blocks is in order and has no next steps but the professions alike', () => {
    const d = contentWith(ACCOUNTANT, (t) => t.slice(0, t.indexOf('knowledge:')));
    expect(problemsOf(d)).toEqual([]);
  });
});
