// The JavaScript budget per route, gzip KB, for both figures (first load, within 5 s): read by
// scripts/js-budget.mjs and e2e/lean.spec.ts (decision 0025).
export const JS_BUDGET_KB = 105;
