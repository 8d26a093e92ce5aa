export declare const SPEC_APOSTROPHE_STRINGS: readonly string[];
