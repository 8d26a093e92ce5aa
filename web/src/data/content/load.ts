import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { FRAGMENT_KEYS } from '../../config/paths.ts';
import { typeset } from '../../lib/typeset.ts';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '../recommendations.ts';
import type { ProfessionDetail, ProfessionProfile } from '../types.ts';
import { NUMBERS_BEFORE, STEP_IDS_BEFORE } from './published-before.ts';
import { reviewProblems } from './review-rules.ts';
import {
  CONTENT_ID,
  professionFileSchema,
  retiredFileSchema,
  sharedFileSchema,
  subjectsFileSchema,
  type ProfessionFile,
  type SubjectsFile,
  type RetiredFile,
  type SharedFile,
} from './schema.ts';

/** web/content: one file per profession and what they share (docs/content.md). */
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

export type RiasecScores = { R: number; I: number; A: number; S: number; E: number; C: number };

/** A profession as the content files give it: checked, its shared parts filled in, typeset. */
export interface ContentProfession {
  /** The file's name: lower-case Latin letters, digits and hyphens. The only key. */
  id: string;
  /** The specification's English name: shown, and read as a key only for the quiz's table (views.ts). */
  title?: string;
  name: string;
  /** Its number in links (decision 0042). */
  number: number;
  listed?: number;
  category?: ProfessionFile['category'];
  growth?: ProfessionFile['growth'];
  image?: string;
  description?: string;
  line?: string;
  profile?: ProfessionProfile;
  interests?: {
    code: string;
    title: string;
    fit: 'exact' | 'close' | 'substitute' | 'weak substitute';
    scores: RiasecScores;
  };
  detail?: ProfessionDetail;
  knowledge?: ProfessionFile['knowledge'];
  afterGrade9?: ProfessionFile['afterGrade9'];
  now?: ProfessionFile['now'];
  /** Its steps' ids (roadmap, then «now») in the order first published, the retired ones among them. */
  stepIds?: readonly string[];
}

/** Everything web/content holds: its professions, and those removed (content/retired.yaml). */
export interface Content {
  professions: readonly ContentProfession[];
  retired: RetiredFile['professions'];
  /** content/subjects.yaml: the school subjects and the O*NET areas behind each. */
  subjects: SubjectsFile;
}

/** The source set every profile cites for its specialty codes (content/shared.yaml). */
const SPECIALTY_LIST = 'specialty-list';

/**
 * The specification's three detail pages: of the professions the quiz can name, only these have
 * one (another is the team's decision, not a text's).
 */
const SPEC_DETAIL_PAGES: readonly string[] = ['software-engineer', 'data-scientist', 'teacher'];

/** A link that moves every mark of a roadmap stays this short. */
const MARKS_LINK_LIMIT = 200;

/**
 * The length of the link that moves every mark of a roadmap to another device
 * (lib/roadmap-marks/transfer-code.ts, `#marks=1.<ids>`; load.test.ts holds the two equal). Its
 * own arithmetic, as the check runs in Node without the app's import aliases.
 */
export const marksLinkLength = (id: string, stepIds: readonly string[]): number =>
  `https://stezhka.example/profession/${id}#${FRAGMENT_KEYS.roadmapMarks}=${['1', ...stepIds].join('.')}`.length;

/** Thrown with one line per problem: «content/professions/x.yaml: profile.work: a text». */
export class ContentError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ContentError';
  }
}

const CYRILLIC = /[\u0400-\u04FF]/;

/** Every Ukrainian text typeset by rule (docs/copy.md), so nobody types an invisible character. */
function typesetAll<T>(value: T): T {
  if (typeof value === 'string') return (CYRILLIC.test(value) ? typeset(value) : value) as T;
  if (Array.isArray(value)) return value.map(typesetAll) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetAll(v)])) as T;
  return value;
}

function readYaml(file: string, where: string, problems: string[]): unknown {
  const doc = parseDocument(readFileSync(file, 'utf8'), { prettyErrors: true, uniqueKeys: true });
  for (const error of doc.errors) {
    const line = error.linePos?.[0].line;
    const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    problems.push(`${where}${line ? `:${line}` : ''}: not valid YAML: ${message}`);
  }
  return doc.errors.length > 0 ? undefined : doc.toJS();
}

function issuesOf(where: string, error: z.ZodError, file = "a profession's file"): string[] {
  const fieldOf = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join('.') : '(the file)');
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map(
        (key) => `${where}: ${fieldOf([...issue.path, key])}: not a field of ${file} (docs/content.md lists them)`,
      );
    const message =
      issue.code === 'invalid_type' && issue.input === undefined
        ? `required: ${issue.expected === 'string' ? 'a text' : issue.expected}`
        : issue.message;
    return [`${where}: ${fieldOf(issue.path)}: ${message}`];
  });
}

/** content/shared.yaml, checked: its problems join `problems`, and an empty file stands in. */
export function readShared(dir: string = CONTENT_DIR, problems: string[] = []): SharedFile {
  const path = join(dir, 'shared.yaml');
  const parsed = sharedFileSchema.safeParse(readYaml(path, 'content/shared.yaml', problems) ?? {});
  if (parsed.success) return parsed.data;
  problems.push(...issuesOf('content/shared.yaml', parsed.error, 'shared.yaml'));
  return { sources: {}, facts: {} };
}

/** content/retired.yaml, checked like shared.yaml. */
function readRetired(dir: string, problems: string[]): RetiredFile {
  const parsed = retiredFileSchema.safeParse(readYaml(join(dir, 'retired.yaml'), 'content/retired.yaml', problems) ?? {});
  if (parsed.success) return parsed.data;
  problems.push(...issuesOf('content/retired.yaml', parsed.error, 'retired.yaml'));
  return { professions: {} };
}

/** content/subjects.yaml, checked like shared.yaml. */
function readSubjects(dir: string, problems: string[]): SubjectsFile {
  const parsed = subjectsFileSchema.safeParse(readYaml(join(dir, 'subjects.yaml'), 'content/subjects.yaml', problems) ?? {});
  if (parsed.success) return parsed.data;
  problems.push(...issuesOf('content/subjects.yaml', parsed.error, 'subjects.yaml'));
  return { release: '', subjects: [], averages: {} };
}

/** A field of a file that failed its check, where it is still of the right type. */
function rawField<T>(yaml: unknown, field: string, is: (value: unknown) => value is T): T | undefined {
  const value = yaml && typeof yaml === 'object' ? (yaml as Record<string, unknown>)[field] : undefined;
  return is(value) ? value : undefined;
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number';

/** A file's steps a student can mark: its roadmap's, then its «now» steps. */
export interface Ledger {
  id: string;
  where: string;
  steps: readonly string[];
  stepIds: readonly string[];
  retiredStepIds: readonly string[];
}

/**
 * A file's ledger of step ids (stepIds) against its steps. `copiedFrom`: another profession whose
 * list this one is, word for word (a new page made from a copy of its file).
 */
function ledgerProblems({ id, where, steps: onMap, stepIds: ledger, retiredStepIds: retired }: Ledger, copiedFrom: string | undefined): string[] {
  const newPage = `for a new file write stepIds: [${onMap.join(', ')}]`;
  const twice = onMap.filter((step, i) => onMap.indexOf(step) !== i);
  if (twice.length > 0) return [`${where}: now: a step id used once on the page (${[...new Set(twice)].join(', ')} is also on the roadmap)`];
  if (!ledger.some((id) => onMap.includes(id)) && retired.length === 0)
    return [`${where}: stepIds: none of these is a step of the page; ${newPage}`];
  const problems: string[] = [];
  const list = (ids: readonly string[]) => ids.map((id) => `«${id}»`).join(', ');
  const missing = onMap.filter((id) => !ledger.includes(id));
  if (missing.length > 0)
    problems.push(
      `${where}: stepIds: add ${list(missing)} at the end (a step's id goes last: the «Моя стежка» link carries marks in this order)`,
    );
  const gone = ledger.filter((id) => !onMap.includes(id) && !retired.includes(id));
  if (gone.length > 0)
    problems.push(
      `${where}: stepIds: ${list(gone)} on no step of the page: if the step was removed, list its id in retiredStepIds as well; if its id was changed, change it back (students' marks are kept under it)`,
    );
  const back = retired.filter((id) => onMap.includes(id));
  if (back.length > 0)
    problems.push(`${where}: retiredStepIds: ${list(back)} retired, so never a step's id again: give the step another id`);
  const stray = retired.filter((id) => !ledger.includes(id));
  if (stray.length > 0)
    problems.push(`${where}: retiredStepIds: ${list(stray)} not in stepIds (only a published step is retired)`);
  // A copied list says so once, instead of a line for each of its ids.
  if (problems.length > 0 && copiedFrom)
    return [`${where}: stepIds: the list of ${copiedFrom}.yaml, copied with it; ${newPage}`];
  const current = onMap.filter((id) => !retired.includes(id));
  const link = marksLinkLength(id, current);
  if (link > MARKS_LINK_LIMIT)
    problems.push(
      `${where}: stepIds: the link that moves every mark of this page to another device is ${link} characters, over ${MARKS_LINK_LIMIT}: shorter step ids`,
    );
  return problems;
}

/**
 * Reads, checks and typesets every content file. Throws a ContentError naming each problem
 * (the build and the tests stop on it); `dir` is for tests with files of their own.
 */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const problems: string[] = [];
  const at = (file: string) => `content/${relative(dir, file).replaceAll('\\', '/')}`;

  const shared = readShared(dir, problems);
  const retired = readRetired(dir, problems).professions;
  const subjects = readSubjects(dir, problems);
  const areas = subjects.subjects.flatMap((s) => s.areas);

  const expandSources = (where: string, field: string, sources: readonly string[]) =>
    sources.flatMap((s) => {
      if (/^https?:\/\//.test(s)) return [s];
      const set = shared.sources[s];
      if (!set) problems.push(`${where}: ${field}: «${s}» is neither an http(s) URL nor a source set in shared.yaml`);
      return set ?? [];
    });

  const professionsDir = join(dir, 'professions');
  const files = readdirSync(professionsDir)
    .filter((f) => !f.startsWith('.'))
    .sort();
  const professions: ContentProfession[] = [];
  /** Files with a problem of their own: nothing more is said of them but their title and number. */
  const failed = new Map<string, { title?: string; number?: number }>();
  /** Files with no number: the check names the next free one. */
  const unnumbered: string[] = [];
  /** The shared fact each profile states, by profession id. */
  const sharedFactOf = new Map<string, string>();
  /** Each file's markable steps, checked once every file is read. */
  const ledgers: Ledger[] = [];
  for (const name of files) {
    const path = join(professionsDir, name);
    const where = at(path);
    const id = name.replace(/\.yaml$/, '');
    if (!name.endsWith('.yaml')) {
      problems.push(`${where}: (the file): a profession's file ends in .yaml`);
      continue;
    }
    if (!CONTENT_ID.test(id)) {
      problems.push(
        `${where}: (the file name): lower-case Latin letters, digits and hyphens (marks and addresses key on it)`,
      );
      continue;
    }
    if (Object.hasOwn(retired, id)) {
      problems.push(
        `${where}: (the file name): ${id} was removed (content/retired.yaml lists it): to bring it back, delete it there and keep its number, ${retired[id]!.number}`,
      );
      continue;
    }
    const yaml = readYaml(path, where, problems);
    if (yaml === undefined) {
      failed.set(id, {});
      continue;
    }
    const parsed = professionFileSchema.safeParse(yaml);
    if (!parsed.success) {
      problems.push(...issuesOf(where, parsed.error));
      failed.set(id, { title: rawField(yaml, 'title', isString), number: rawField(yaml, 'number', isNumber) });
      continue;
    }
    const { detail, number, stepIds, retiredStepIds, ...file } = parsed.data;
    if (number === undefined) unnumbered.push(id);
    const steps = [
      ...(detail?.roadmap.flatMap((phase) => phase.steps.map((step) => step.id)) ?? []),
      ...(file.now?.map((step) => step.id) ?? []),
    ];
    if (steps.length > 0 && !stepIds) problems.push(`${where}: stepIds: required for a file with steps; write stepIds: [${steps.join(', ')}]`);
    else if (stepIds) ledgers.push({ id, where, steps, stepIds, retiredStepIds: retiredStepIds ?? [] });
    if (file.knowledge) problems.push(...knowledgeProblems(where, file.knowledge, file.interests?.code, areas));
    let profile: ProfessionProfile | undefined;
    if (file.profile) {
      const { fact, sources, afterSchool, ...rest } = file.profile;
      const sharedFact = fact !== undefined && CONTENT_ID.test(fact) ? shared.facts[fact] : undefined;
      if (fact !== undefined && CONTENT_ID.test(fact) && !sharedFact)
        problems.push(`${where}: profile.fact: «${fact}» is not a fact in shared.yaml`);
      if (sharedFact) sharedFactOf.set(id, fact!);
      const factText = sharedFact ? sharedFact.text : fact;
      const allSources = [
        ...expandSources(where, 'profile.sources', sources),
        ...expandSources(where, `profile.fact (${fact})`, sharedFact?.sources ?? []),
      ];
      const codesSource = shared.sources[SPECIALTY_LIST] ?? [];
      if (!codesSource.every((url) => allSources.includes(url)))
        problems.push(`${where}: profile.sources: include ${SPECIALTY_LIST}, the source of the specialty codes`);
      profile = {
        ...rest,
        afterSchool,
        ...(factText !== undefined ? { fact: factText } : {}),
        sources: [...new Set(allSources)],
      } as ProfessionProfile;
    }
    professions.push(
      typesetAll({
        id,
        ...file,
        // -1 until it has one: the check names the next free number and stops.
        number: number ?? -1,
        profile,
        ...(detail ? { detail } : {}),
        ...(stepIds ? { stepIds } : {}),
      }) as ContentProfession,
    );
  }

  const where = (id: string) => `content/professions/${id}.yaml`;
  problems.push(...numberProblems(professions, failed, unnumbered, retired));
  problems.push(...beforeProblems(professions, failed, retired));
  const listOf = (ids: readonly string[]) => ids.join(' ');
  for (const ledger of ledgers) {
    const { id } = ledger;
    // A page published before is the original of any list like its own, never the copy, and the
    // original a copy names when there are several.
    const alike = Object.hasOwn(STEP_IDS_BEFORE, id)
      ? []
      : ledgers.filter((other) => other.id !== id && listOf(other.stepIds) === listOf(ledger.stepIds));
    const copiedFrom = alike.find((other) => Object.hasOwn(STEP_IDS_BEFORE, other.id)) ?? alike[0];
    problems.push(...ledgerProblems(ledger, copiedFrom?.id));
  }

  const byId = new Map(professions.map((p) => [p.id, p]));
  const listedAt = new Map<number, string>();
  const titled = new Map<string, string>();
  const names = new Map<string, string>();
  for (const p of professions) {
    if (p.profile?.related !== undefined && !failed.has(p.profile.related) && !byId.get(p.profile.related)?.detail)
      problems.push(
        `${where(p.id)}: profile.related: the id of a profession with a detail page (not «${p.profile.related}»)`,
      );
    if (p.listed !== undefined) {
      const other = listedAt.get(p.listed);
      if (other) problems.push(`${where(p.id)}: listed: ${p.listed} is already ${other}'s place in the catalogue`);
      listedAt.set(p.listed, p.id);
    }
    if (p.title !== undefined) {
      const other = titled.get(p.title);
      if (other) problems.push(`${where(p.id)}: title: «${p.title}» is already ${other}'s title`);
      else titled.set(p.title, p.id);
    }
    const other = names.get(p.name);
    if (other) problems.push(`${where(p.id)}: name: «${p.name}» is already ${other}'s name`);
    else names.set(p.name, p.id);
  }
  const failedTitles = new Set([...failed.values()].map((f) => f.title));
  const tableNames = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
  for (const title of tableNames) {
    // A file that could not be read may be the one with this title: its own problem is said.
    if (failedTitles.has(title) || (failedTitles.has(undefined) && !titled.has(title))) continue;
    const p = byId.get(titled.get(title) ?? '');
    if (!p)
      problems.push(
        `content/professions: title: the quiz can name «${title}» (src/data/recommendations.ts), so one file needs that title`,
      );
    else if (!p.interests)
      problems.push(
        `${where(p.id)}: interests: required for a profession the quiz can name (interests-facts.md §2)`,
      );
    else if (!p.detail && !p.profile)
      problems.push(`${where(p.id)}: profile: required for a profession the quiz can name with no detail page`);
    else if (p.detail && !SPEC_DETAIL_PAGES.includes(p.id))
      problems.push(
        `${where(p.id)}: detail: of the professions the quiz can name, only the specification's three have a detail page (${SPEC_DETAIL_PAGES.join(', ')}); another one is the team's decision`,
      );
  }
  for (const id of SPEC_DETAIL_PAGES)
    if (byId.has(id) && !byId.get(id)!.detail)
      problems.push(`${where(id)}: detail: required: the specification gives this profession a detail page`);

  problems.push(...reviewProblems(professions, shared, sharedFactOf));

  if (problems.length > 0) throw new ContentError(problems);
  return { professions, retired, subjects };
}

/** A knowledge block's areas are exactly the mapping's, its code the profession's own unless a stand-in's. */
function knowledgeProblems(
  where: string,
  knowledge: NonNullable<ProfessionFile['knowledge']>,
  ownCode: string | undefined,
  areas: readonly string[],
): string[] {
  const problems: string[] = [];
  if (!knowledge.standIn && ownCode !== undefined && knowledge.code !== ownCode)
    problems.push(`${where}: knowledge.code: ${ownCode}, the occupation of interests.code (or standIn: true with the other occupation's title)`);
  if (knowledge.importance) {
    const missing = areas.filter((a) => !Object.hasOwn(knowledge.importance!, a));
    const stray = Object.keys(knowledge.importance).filter((a) => !areas.includes(a));
    if (missing.length > 0) problems.push(`${where}: knowledge.importance: add ${missing.join(', ')} (each area of content/subjects.yaml)`);
    if (stray.length > 0) problems.push(`${where}: knowledge.importance: ${stray.join(', ')} is behind no subject of content/subjects.yaml`);
  }
  return problems;
}

/**
 * Each profession's number, and each removed one's, is its own, and they run from 0 with no gap:
 * a number nobody holds is a profession deleted without being listed in content/retired.yaml.
 */
function numberProblems(
  professions: readonly ContentProfession[],
  failed: ReadonlyMap<string, { number?: number }>,
  unnumbered: readonly string[],
  retired: RetiredFile['professions'],
): string[] {
  const problems: string[] = [];
  const holder = new Map<number, string>();
  const hold = (number: number, id: string, where: string) => {
    const other = holder.get(number);
    if (other) problems.push(`${where}: number: ${number} is already ${other}'s number; the next free one is ${next}`);
    else holder.set(number, id);
  };
  const all = [
    ...Object.values(retired).map((r) => r.number),
    ...professions.map((p) => p.number),
    ...[...failed.values()].flatMap((f) => (f.number !== undefined ? [f.number] : [])),
  ];
  const next = Math.max(-1, ...all) + 1;
  for (const [id, { number }] of Object.entries(retired)) hold(number, id, `content/retired.yaml: professions.${id}`);
  for (const [id, { number }] of failed) if (number !== undefined) hold(number, id, `content/professions/${id}.yaml`);
  for (const p of professions)
    if (p.number >= 0) hold(p.number, p.id, `content/professions/${p.id}.yaml`);
  for (const id of unnumbered)
    problems.push(
      `content/professions/${id}.yaml: number: required: the next free number is ${next} (links carry a profession by it, docs/content.md)`,
    );
  if (failed.size === 0 && unnumbered.length === 0)
    for (let number = 0; number < next; number++)
      if (!holder.has(number))
        problems.push(
          `content/retired.yaml: professions: number ${number} is in no file: list a removed profession here with its number (and its roadmap's stepIds), so that old links still read; or give it to the profession added last`,
        );
  return problems;
}

/** The numbers and the step orders links carried before decision 0042 stay as they were. */
function beforeProblems(
  professions: readonly ContentProfession[],
  failed: ReadonlyMap<string, unknown>,
  retired: RetiredFile['professions'],
): string[] {
  const problems: string[] = [];
  const whereOf = (id: string) =>
    Object.hasOwn(retired, id) ? `content/retired.yaml: professions.${id}` : `content/professions/${id}.yaml`;
  const numberOf = new Map<string, number>([
    ...Object.entries(retired).map(([id, r]) => [id, r.number] as const),
    ...professions.map((p) => [p.id, p.number] as const),
  ]);
  const holderOf = new Map([...numberOf].map(([id, number]) => [number, id]));
  NUMBERS_BEFORE.forEach((id, number) => {
    if (failed.has(id)) return;
    const now = numberOf.get(id);
    const holder = holderOf.get(number);
    if (now !== undefined && now >= 0 && now !== number)
      problems.push(
        `${whereOf(id)}: number: ${number}, not ${now}: links have carried ${id} by it since before decision 0042, and a number never changes`,
      );
    else if (now === undefined && holder !== undefined)
      problems.push(
        `${whereOf(holder)}: number: ${number} was ${id}'s, and old links still carry it: take the next free one, and list ${id} in content/retired.yaml`,
      );
  });
  const ledgerOf = (id: string) => professions.find((p) => p.id === id)?.stepIds ?? retired[id]?.stepIds;
  for (const [id, before] of Object.entries(STEP_IDS_BEFORE)) {
    if (failed.has(id) || !numberOf.has(id)) continue;
    const ledger = ledgerOf(id);
    if (!ledger)
      problems.push(
        `${whereOf(id)}: stepIds: required: links have carried marks of this roadmap since before decision 0042 (a removed profession keeps its stepIds in content/retired.yaml)`,
      );
    else if (before.some((step, i) => ledger[i] !== step))
      problems.push(
        `${whereOf(id)}: stepIds: begins [${before.join(', ')}], the order links have carried since before decision 0042 (a new id goes after them)`,
      );
  }
  return problems;
}
