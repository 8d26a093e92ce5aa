import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import { slugify } from '../../lib/slug.ts';
import { typeset } from '../../lib/typeset.ts';
import { DEFAULT_RECOMMENDATION, RECOMMENDATIONS } from '../recommendations.ts';
import type { ProfessionDetail, ProfessionProfile } from '../types.ts';
import { CONTENT_ID, professionFileSchema, sharedFileSchema, type ProfessionFile, type SharedFile } from './schema.ts';

/** web/content: one file per profession and what they share (docs/content.md). */
export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url));

export type RiasecScores = { R: number; I: number; A: number; S: number; E: number; C: number };

/** A profession as the content files give it: checked, its shared parts filled in, typeset. */
export interface ContentProfession {
  /** The file's name: lower-case Latin letters, digits and hyphens. */
  id: string;
  title?: string;
  name: string;
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
}

/** The source set every profile cites for its specialty codes (content/shared.yaml). */
const SPECIALTY_LIST = 'specialty-list';

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

function issuesOf(where: string, error: z.ZodError): string[] {
  const fieldOf = (path: readonly PropertyKey[]) => (path.length > 0 ? path.map(String).join('.') : '(the file)');
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => `${where}: ${fieldOf([...issue.path, key])}: not a field of a profession's file (docs/content.md lists them)`);
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
  problems.push(...issuesOf('content/shared.yaml', parsed.error));
  return { sources: {}, facts: {} };
}

/**
 * Reads, checks and typesets every content file. Throws a ContentError naming each problem
 * (the build and the tests stop on it); `dir` is for tests with files of their own.
 */
export function loadContent(dir: string = CONTENT_DIR): readonly ContentProfession[] {
  const problems: string[] = [];
  const at = (file: string) => `content/${relative(dir, file).replaceAll('\\', '/')}`;

  const shared = readShared(dir, problems);

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
  /** Files with a problem of their own: nothing more is said of them. */
  const failed = new Set<string>();
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
    const yaml = readYaml(path, where, problems);
    if (yaml === undefined) {
      failed.add(id);
      continue;
    }
    const parsed = professionFileSchema.safeParse(yaml);
    if (!parsed.success) {
      problems.push(...issuesOf(where, parsed.error));
      failed.add(id);
      continue;
    }
    const file = parsed.data;
    if (file.title !== undefined && slugify(file.title) !== id)
      problems.push(
        `${where}: title: its address is /profession/${slugify(file.title)}, so the file is named ${slugify(file.title)}.yaml`,
      );
    let profile: ProfessionProfile | undefined;
    if (file.profile) {
      const { fact, sources, afterSchool, ...rest } = file.profile;
      const sharedFact = fact !== undefined && CONTENT_ID.test(fact) ? shared.facts[fact] : undefined;
      if (fact !== undefined && CONTENT_ID.test(fact) && !sharedFact)
        problems.push(`${where}: profile.fact: «${fact}» is not a fact in shared.yaml`);
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
    professions.push(typesetAll({ id, ...file, profile }) as ContentProfession);
  }

  const byId = new Map(professions.map((p) => [p.id, p]));
  const listedAt = new Map<number, string>();
  for (const p of professions) {
    const where = `content/professions/${p.id}.yaml`;
    if (p.profile?.related !== undefined && !failed.has(p.profile.related) && !byId.get(p.profile.related)?.detail)
      problems.push(
        `${where}: profile.related: the id of a profession with a detail page (not «${p.profile.related}»)`,
      );
    if (p.listed !== undefined) {
      const other = listedAt.get(p.listed);
      if (other) problems.push(`${where}: listed: ${p.listed} is already ${other}'s place in the catalogue`);
      listedAt.set(p.listed, p.id);
    }
  }
  const titles = new Map(professions.flatMap((p) => (p.title ? [[p.title, p] as const] : [])));
  const tableNames = new Set([...Object.values(RECOMMENDATIONS).flat(), ...DEFAULT_RECOMMENDATION]);
  for (const title of tableNames) {
    if (failed.has(slugify(title))) continue;
    const p = titles.get(title);
    if (!p)
      problems.push(
        `content/professions/${slugify(title)}.yaml: (missing): the quiz can name «${title}», so it needs a file with that title`,
      );
    else if (!p.interests)
      problems.push(
        `content/professions/${p.id}.yaml: interests: required for a profession the quiz can name (interests-facts.md §2)`,
      );
    else if (!p.detail && !p.profile)
      problems.push(
        `content/professions/${p.id}.yaml: profile: required for a profession the quiz can name with no detail page`,
      );
  }

  if (problems.length > 0) throw new ContentError(problems);
  return professions;
}
