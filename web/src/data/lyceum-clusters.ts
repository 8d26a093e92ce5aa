/**
 * The clusters of an academic lyceum's profiles from 2027 (subjects-facts.md §7 d, verified), in
 * the order pages name them, and «будь-який» where no one of them leans toward the work but a
 * lyceum is a usual way. The content's schema, the record's data file and «Мої предмети» read
 * them from here.
 */
export const LYCEUM_CLUSTERS = ['STEM', 'мовно-літературний', 'суспільно-гуманітарний', 'будь-який'] as const;
export type LyceumCluster = (typeof LYCEUM_CLUSTERS)[number];

/** The three clusters themselves: a school subject belongs to one of them, or to none. */
export const SUBJECT_CLUSTERS = ['STEM', 'мовно-літературний', 'суспільно-гуманітарний'] as const;
export type SubjectCluster = (typeof SUBJECT_CLUSTERS)[number];
