import interests from 'virtual:content/interests';

export interface OnetInterests {
  /** O*NET-SOC 2019 code, e.g. '27-1024.00' */
  code: string;
  /** O*NET occupation title, English */
  title: string;
  /** editorial: how close the O*NET occupation is to the name */
  fit: 'exact' | 'close' | 'substitute' | 'weak substitute';
  /** O*NET 30.2 Occupational Interest scores, 1–7, in RIASEC order */
  scores: readonly [number, number, number, number, number, number];
}

/**
 * The `interests` of each file in web/content, by profession id ('graphic-designer', …): every
 * name of the quiz's table has one (the content check holds it), as the team's fact base gives them
 * (outside this repository: interests-facts.md §2).
 */
export const PROFESSION_INTERESTS: Readonly<Record<string, OnetInterests>> = interests;
