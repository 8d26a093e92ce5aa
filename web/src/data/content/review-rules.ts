import { typeset } from '../../lib/typeset.ts';
import type { ContentProfession } from './load.ts';
import type { SharedFile } from './schema.ts';

/**
 * What the native editor's reviews found wrong in the content, kept from coming back («copy review
 * 1» is the first, of 2026-11-23; «2» of 2026-11-25; then 3 to 5). Each rule pins a fact or a wording that must not return, never a whole
 * sentence, so a text can still be rewritten; the content check runs them with the rest, and each
 * problem is one line: the file, the field, what is expected and the finding.
 */

/** One text of the content, where the check's lines name it. */
export interface ContentText {
  where: string;
  field: string;
  /** The profession's id; none for a fact of shared.yaml. */
  id?: string;
  /** A roadmap step's id, for a step's text. */
  step?: string;
  /** For an education requirement: whether it is mandatory. */
  mandatory?: boolean;
  /** The text with typesetting's non-breaking spaces read as spaces. */
  text: string;
}

const plain = (text: string) => text.replaceAll('\u00A0', ' ');

/** Every text of a profession; a shared fact is read once, where shared.yaml has it. */
function textsOf(p: ContentProfession, sharedFact: boolean): ContentText[] {
  const where = `content/professions/${p.id}.yaml`;
  const texts: ContentText[] = [];
  const add = (field: string, text: string | null | undefined, more: Partial<ContentText> = {}) => {
    if (text) texts.push({ where, field, id: p.id, text: plain(text), ...more });
  };
  add('name', p.name);
  add('line', p.line);
  add('description', p.description);
  if (p.profile) {
    add('profile.work', p.profile.work);
    add('profile.afterSchool', p.profile.afterSchool);
    if (!sharedFact) add('profile.fact', p.profile.fact);
  }
  add('afterGrade9.college', p.afterGrade9?.college);
  p.now?.forEach((step, i) => add(`now.${i}.text`, step.text, { step: step.id }));
  add('knowledge.missing', p.knowledge?.missing);
  add('knowledge.note', p.knowledge?.note);
  if (p.detail) {
    const { overview, responsibilities, skills, education, roadmap } = p.detail;
    add('detail.overview', overview);
    responsibilities.forEach((text, i) => add(`detail.responsibilities.${i}`, text));
    skills.forEach((skill, i) => add(`detail.skills.${i}.name`, skill.name));
    education.forEach((item, i) =>
      add(`detail.education.${i}.requirement`, item.requirement, { mandatory: item.mandatory }),
    );
    roadmap.forEach((phase, i) => {
      add(`detail.roadmap.${i}.phase`, phase.phase);
      phase.steps.forEach((step, j) => add(`detail.roadmap.${i}.steps.${j}.text`, step.text, { step: step.id }));
    });
  }
  return texts;
}

interface Rule {
  /** The finding it keeps fixed: the review and its number. */
  finding: string;
  /** The texts it reads; every text when absent. */
  of?: (t: ContentText) => boolean;
  /** A wording that must not come back. */
  never?: RegExp;
  /** What the text must say. */
  must?: RegExp;
  /** What is expected: the end of the check's line. */
  expected: string;
}

const field =
  (...fields: string[]) =>
  (t: ContentText) =>
    fields.includes(t.field);
const of =
  (ids: readonly string[], fields?: readonly string[]) =>
  (t: ContentText) =>
    t.id !== undefined && ids.includes(t.id) && (!fields || fields.includes(t.field));
const step = (id: string, stepId: string) => (t: ContentText) => t.id === id && t.step === stepId;
const mandatoryOf = (id: string) => (t: ContentText) => t.id === id && t.mandatory === true;

/** Where the facts say only that college programmes exist, the route after grade 9 says no more. */
const COLLEGE_AS_ONE_WAY = [
  'manager',
  'marketing-specialist',
  'web-developer',
  'environmental-scientist',
  'social-worker',
  'quality-assurance-specialist',
  'sales-representative',
];

const RULES: readonly Rule[] = [
  {
    finding: 'copy review 1, E1',
    never: /вчитися новому/,
    expected: '«вчитися нового», not «вчитися новому»: «вчитися» takes the genitive',
  },
  {
    finding: 'copy review 1, E3',
    never: /профільну старшу школу|поглибленою математикою/,
    expected: 'a profile chosen in senior school («профіль», «клас із поглибленим вивченням»), not a profile school',
  },
  {
    finding: 'copy review 1, E5',
    of: field('name'),
    never: /контролю якості/,
    expected: 'quality assurance is «забезпечення якості», not «контроль якості»',
  },
  {
    finding: 'copy review 1, E2',
    of: of(['teacher']),
    never: /магістр\S* (?:обов|потрібн)/i,
    expected: "no master's degree said to be required of a teacher",
  },
  {
    finding: 'copy review 1, E2',
    of: mandatoryOf('teacher'),
    never: /Вища педагогічна освіта з обраного предмета/,
    expected: "the legal route: pedagogical education, or a subject degree and the teacher's qualification",
  },
  {
    finding: 'copy review 2, N-E1',
    of: step('teacher', 'enroll'),
    must: /A4 «Середня освіта»/,
    expected: 'the specialty A4 «Середня освіта» named',
  },
  {
    finding: 'copy review 2, N-E1',
    of: step('teacher', 'enroll'),
    must: /кваліфікаційн\S* іспит/,
    expected: "the second way to the teacher's qualification: the qualification exam after a year of work",
  },
  {
    finding: 'copy review 2, N-E1',
    of: step('teacher', 'enroll'),
    must: /станом на 20\d\d рік/,
    expected: 'dated: «(станом на 2026 рік)»',
  },
  {
    finding: 'copy review 2, W8',
    never: /з самого предмета/,
    expected: '«із цього предмета», not «з самого предмета»',
  },
  {
    finding: 'copy review 3, A20',
    never: /її дає освітня програма/,
    expected: 'the institution assigns the qualification, not a programme (law «Про освіту», art. 58)',
  },
  {
    finding: 'copy review 2, N-E2',
    of: mandatoryOf('teacher'),
    never: /практик/i,
    expected: 'school practice is part of pedagogical education, not a requirement of its own',
  },
  {
    finding: 'copy review 2, N-E2',
    of: step('teacher', 'practice'),
    must: /педагогічн\S* освіт/,
    expected: 'school practice said as part of pedagogical education',
  },
  {
    finding: 'copy review 2, N-E3',
    never: /викладати літературу/,
    expected: '«викладати українську літературу»: the НМТ subject is Ukrainian literature',
  },
  {
    finding: 'copy review 2, N-E4',
    never: /олімпіад\S* (?:із|з) (?!інформатики)/,
    expected: 'olympiads only as the facts verify them (in informatics)',
  },
  {
    finding: 'copy review 2',
    of: step('teacher', 'certify'),
    must: /20 % посадового окладу/,
    expected: 'the supplement as the facts give it: 20 % of the посадовий оклад',
  },
  {
    finding: 'copy review 2',
    of: step('teacher', 'certify'),
    must: /станом на 20\d\d рік/,
    expected: 'dated: «станом на 2026 рік»',
  },
  {
    finding: 'copy review 2',
    of: of(['teacher']),
    never: /до зарплати/,
    expected: 'a supplement of the посадовий оклад, not «до зарплати»',
  },
  {
    finding: 'copy review 3, A20',
    of: step('teacher', 'certify'),
    must: /успішно/,
    expected: 'the supplement comes with a passed certification, not with taking part',
  },
  {
    finding: 'copy review 3, A20',
    never: /способи вести урок/,
    expected: 'no «вести урок»',
  },
  {
    finding: 'copy review 2, W7',
    never: /допома\S*[^.]* (?:із|з) навчанням/,
    expected: '«допомагати … у навчанні», not the calque «з навчанням»',
  },
  {
    finding: 'copy review 4, E1',
    never: /11 клас/,
    expected: 'no «11 клас»: the profile school ends with grade 12',
  },
  {
    finding: 'copy review 4, E2',
    of: of(['counselor'], ['profile.fact']),
    must: /20\d\d/,
    expected: 'the certification of mental-health specialists dated («У 2026 році…»)',
  },
  {
    finding: 'copy review 4, E4; copy review 5, E5',
    of: of(COLLEGE_AS_ONE_WAY, ['afterGrade9.college']),
    must: /^Можна вступити до фахового коледжу/,
    expected: 'the college as one way in («Можна вступити до фахового коледжу…»): the facts say only that such programmes exist',
  },
  {
    finding: 'copy review 4, E4; copy review 5, E5',
    of: of(COLLEGE_AS_ONE_WAY, ['afterGrade9.college']),
    never: /зазвичай вступають/i,
    expected: 'not «зазвичай вступають»: the facts say only that such programmes exist',
  },
  {
    finding: 'copy review 5, E5',
    of: of(['sales-representative'], ['afterGrade9.college']),
    must: /не вимагають/,
    expected: 'that many such posts need no diploma',
  },
  {
    finding: 'copy review 4, E5',
    of: of(['lab-technician'], ['afterGrade9.college']),
    never: /ліце|робітнич/,
    expected: 'no vocational school: the facts have it from one source only',
  },
  {
    finding: 'copy review 4, E6; copy review 5, A16',
    of: of(['healthcare-professional']),
    never: /фармацевт|аптек/,
    expected: 'no pharmacy: none of the professions this card names works in one',
  },
  {
    finding: 'copy review 4, E7',
    never: /два професійні стандарти/,
    expected: 'the standards named as examples («зокрема»), not as the only ones',
  },
  {
    finding: 'copy review 4, E8',
    of: of(['nonprofit-worker'], ['name']),
    must: /благодійн/,
    expected: 'a name that covers the charitable foundations its profile names',
  },
  {
    finding: 'copy review 4, E9',
    of: of(['administrator'], ['profile.afterSchool']),
    never: /не потрібен/,
    expected: '«диплома … зазвичай не вимагають», said as what is usual, not «не потрібен»',
  },
  {
    finding: 'copy review 3, A21',
    of: field('name'),
    never: /неприбутков|Шеф-кухар|Науковий співробітник/,
    expected: "the occupation's usual name, not a post or a tax status",
  },
  {
    finding: 'copy review 5, A16',
    never: /«(?:Медицину|Педіатрію|Стоматологію|Середню освіту)»/,
    expected: 'an official name stays as it is inside its quotes, after the generic word («на спеціальність «Середня освіта»»)',
  },
  {
    finding: 'copy review 5, A16',
    of: of(['editor']),
    never: /виправляє стиль/,
    expected: '«поліпшує стиль», not «виправляє стиль»',
  },
  {
    finding: 'copy review 5, A16',
    of: of(['carpenter']),
    never: /та деревообробними верстатами/,
    expected: '«та на деревообробних верстатах»',
  },
  {
    finding: 'copy review 5, A16',
    of: of(['nonprofit-worker']),
    never: /шукає на них/,
    expected: '«шукає для них», not «шукає на них»',
  },
];

/** The codes that the 2026 draft admission rules give a 150-point minimum (C-150). */
const MIN_150 = ['C1', 'C3', 'D4', 'D8', 'D9', 'I1', 'I2', 'I3', 'I4', 'I8'];

/** The checks a pattern cannot say: they read more than one text. */
function otherProblems(
  professions: readonly ContentProfession[],
  texts: readonly ContentText[],
  shared: SharedFile,
  sharedFactOf: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  const line = (t: Pick<ContentText, 'where' | 'field'>, expected: string, finding: string) =>
    problems.push(`${t.where}: ${t.field}: ${expected} (${finding})`);

  // Copy review 4, E10: a doctorate for research is said as what is usual, in every clause naming it.
  for (const t of texts)
    if (t.field.startsWith('profile.') || t.where.endsWith('shared.yaml'))
      for (const clause of t.text.split(/[;.]/))
        if (/доктора філософії/.test(clause) && !/зазвичай|найчастіше/i.test(clause))
          line(t, 'the doctorate for research said as what is usual («зазвичай», «найчастіше»)', 'copy review 4, E10');

  // Copy review 2, N-E4: the Junior Academy is named with the contest the facts verify.
  for (const t of texts)
    if (/Мал\S* академі/.test(t.text) && !/конкурс\S*-захист/.test(t.text))
      line(t, 'the Junior Academy with its конкурс-захист науково-дослідницьких робіт, as the facts verify it', 'copy review 2, N-E4');

  // The copy reviews: a master's degree is never more than «Бажано», and credits are dated.
  for (const t of texts) {
    if (t.mandatory === undefined) continue;
    if (/Магістратур/.test(t.text) && t.mandatory)
      line(t, "a master's degree is never mandatory (mandatory: false)", 'copy review 2');
    if (/ЄКТС/.test(t.text) && !/станом на 20\d\d рік/.test(t.text))
      line(t, 'credits dated («станом на 2026 рік»)', 'copy review 2');
  }

  // Copy review 2, N-E2: the first-year internship is a requirement of its own, dated.
  const teacher = professions.find((p) => p.id === 'teacher');
  if (teacher?.detail) {
    const mandatory = texts.filter(mandatoryOf('teacher')).map((t) => t.text);
    const at = { where: 'content/professions/teacher.yaml', field: 'detail.education' };
    if (!mandatory.some((t) => /інтернатур/.test(t) && /станом на 20\d\d рік/.test(t)))
      line(at, 'the first-year internship as a mandatory requirement, dated (law «Про повну загальну середню освіту», art. 23)', 'copy review 2, N-E2');
    // Copy review 1, E2: the legal route has two ways.
    const route = mandatory.join('\n');
    if (!/[Пп]едагогічн\S* освіт/.test(route) || !/кваліфікаці\S* вчителя/.test(route))
      line(at, "the legal route as mandatory: pedagogical education, or a subject degree and the teacher's qualification", 'copy review 1, E2');
  }

  const minScoreSources = shared.sources['min-score-2026'] ?? [];
  for (const p of professions) {
    if (!p.profile) continue;
    const at = { where: `content/professions/${p.id}.yaml`, field: 'profile.fact' };
    const fact = plain(p.profile.fact ?? '');
    // Copy review 4, E3: the 150-point minimum is the 2026 draft's, for university admission, may
    // change, for its codes only, with its sources.
    if (/\b150\b/.test(fact)) {
      const said =
        /^Проєкт правил вступу 20\d\d року передбачав/.test(fact) &&
        /до університету/.test(fact) &&
        /наступн\S* рок/.test(fact) &&
        !/потрібен мінімальний/.test(fact);
      if (!said)
        line(at, "the 150-point minimum said as the 2026 draft's («Проєкт правил вступу 2026 року передбачав…»), for university admission, and that later years may differ", 'copy review 4, E3');
      const codes = fact.match(/\b[A-K]\d+\b/g) ?? [];
      if (!p.profile.specialties.some((code) => MIN_150.includes(code)) || codes.some((c) => !MIN_150.includes(c)))
        line(at, `the 150-point minimum only for the codes the draft gives it (${MIN_150.join(', ')})`, 'C-150');
      if (!minScoreSources.every((url) => p.profile!.sources.includes(url)))
        line({ ...at, field: 'profile.sources' }, 'include min-score-2026, the source of the 150-point minimum', 'C-150');
    }
    // The creative contest only in the shared fact's words, never as a specialty's requirement.
    const others: [string, string | undefined | null][] = [
      ['profile.work', p.profile.work],
      ['afterGrade9.college', p.afterGrade9?.college],
      ['profile.afterSchool', p.profile.afterSchool],
    ];
    if (sharedFactOf.get(p.id) !== 'creative-contest') others.push(['profile.fact', p.profile.fact]);
    for (const [field, text] of others)
      if (/творч\S* конкурс/.test(plain(text ?? '')))
        line(
          { where: at.where, field },
          'the creative contest only as the shared fact says it (fact: creative-contest)',
          'copy review 4',
        );
  }
  return problems;
}

/** Every problem the reviews' rules find in the content, one line each. */
export function reviewProblems(
  professions: readonly ContentProfession[],
  shared: SharedFile,
  sharedFactOf: ReadonlyMap<string, string>,
): string[] {
  const texts = [
    ...professions.flatMap((p) => textsOf(p, sharedFactOf.has(p.id))),
    ...Object.entries(shared.facts).map(([name, fact]) => ({
      where: 'content/shared.yaml',
      field: `facts.${name}.text`,
      text: plain(typeset(fact.text)),
    })),
  ];
  const problems: string[] = [];
  for (const rule of RULES)
    for (const t of texts) {
      if (rule.of && !rule.of(t)) continue;
      if ((rule.never && rule.never.test(t.text)) || (rule.must && !rule.must.test(t.text)))
        problems.push(`${t.where}: ${t.field}: ${rule.expected} (${rule.finding})`);
    }
  return [...problems, ...otherProblems(professions, texts, shared, sharedFactOf)];
}
