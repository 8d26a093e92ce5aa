import type { OnetInterests } from '@/data/profession-interests';
import { slugify } from '@/lib/slug';

/** One profession as the interest profile's result ranks and shows it. */
export interface InterestTableRow {
  /** The English name of the quiz's table. */
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
  interests: Readonly<Record<string, OnetInterests>>;
  names: Readonly<Record<string, string>>;
  lineOf: (title: string) => string | undefined;
  hasDetail: (slug: string) => boolean;
}): InterestTableRow[] {
  return Object.entries(from.interests).map(([title, { scores }]) => {
    const slug = slugify(title);
    const line = from.lineOf(title);
    return {
      title,
      name: from.names[title] ?? title,
      ...(line ? { line } : {}),
      slug,
      page: from.hasDetail(slug),
      scores,
    };
  });
}
