export declare const RECORDS: string;
export declare function readRecords(root: string): Map<string, string>;
export declare function citationsIn(text: string): { number: string; line: number }[];
export declare function checkCitations(root: string): { count: number; problems: string[] };
