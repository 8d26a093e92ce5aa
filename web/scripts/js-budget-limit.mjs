// The JavaScript budget per route, gzip KB, for both figures (first load, within 5 s): read by
// scripts/js-budget.mjs (decisions 0025, 0028).
export const JS_BUDGET_KB = 105;
