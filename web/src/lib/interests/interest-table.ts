import type { OnetInterests } from '@/data/profession-interests';

/** One profession as the interest profile's result ranks and shows it. */
export interface InterestTableRow {
  /** Its English name, as the quiz's table gives it. */
  title: string;
  /** Its Ukrainian name. */
  name: string;
  /** Its one line, where it has one. */
  line?: string;
  /** Its `/profession/` id. */
  slug: string;
  /** Whether that address is a detail page, not a profile under «Profession Not Found». */
  page: boolean;
  /** O*NET's six interest scores, 1–7, in RIASEC order. */
  scores: OnetInterests['scores'];
}

export type InterestTable = readonly InterestTableRow[];

/**
 * What `config/data-files.ts`'s INTEREST_TABLE_FILE serves (decision 0033): every profession with
 * O*NET interest scores, in the content's order, with what its place in the result shows, so the
 * result carries none of it as script. Made from the app's data by the prerender step, and from
 * web/content's files by the browser tests.
 */
export function interestTable(from: {
  /** By profession id. */
  interests: Readonly<Record<string, OnetInterests>>;
  /** By profession id: a profession with interests has a title (the content check holds it). */
  names: Readonly<Record<string, { readonly title?: string; readonly nameUk: string }>>;
  lineOf: (id: string) => string | undefined;
  hasDetail: (id: string) => boolean;
}): InterestTableRow[] {
  return Object.entries(from.interests).map(([id, { scores }]) => {
    const { title, nameUk } = from.names[id] ?? { nameUk: id };
    const line = from.lineOf(id);
    return {
      title: title ?? nameUk,
      name: nameUk,
      ...(line ? { line } : {}),
      slug: id,
      page: from.hasDetail(id),
      scores,
    };
  });
}
