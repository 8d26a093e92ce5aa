export declare const JS_BUDGET_KB: number;
