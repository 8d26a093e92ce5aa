/** Holland's six types by O*NET's letters, in O*NET's order (the team's fact base, outside this repository: interests-facts.md §1.1). */
export const RIASEC = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type Riasec = (typeof RIASEC)[number];
