/** Holland's six types by O*NET's letters, in O*NET's order (interests-facts.md §1.1). */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Riasec = (typeof RIASEC)[number];
