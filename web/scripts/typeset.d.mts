export interface TypesetEdit {
  from: number;
  to: number;
  raw: string;
  done: string;
}
export declare function typesetSource(
  text: string,
  fileName: string,
  typeset: (text: string) => string,
): { text: string; edits: TypesetEdit[] };
