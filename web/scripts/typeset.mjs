// Applies the Ukrainian typesetting rules (src/lib/typeset.ts, docs/copy.md) to the texts of a
// source as the build compiles it (scripts/vite-typeset.ts, decision 0031), so the browser gets
// typeset strings without running any code for it and nobody types an invisible character.
// Only literals with a Cyrillic letter change (class names, ids and URLs never have one), and
// every piece of a uk`…` template (a text joined at run time, src/lib/typeset.ts). A
// non-breaking space is written as the character itself in '…' strings, as \u00A0 in `…`
// templates and as &nbsp; in JSX text.
import ts from 'typescript';
import { SPEC_APOSTROPHE_STRINGS } from './spec-strings.mjs';

const CYRILLIC = /[\u0400-\u04FF]/;
const NBSP = '\u00A0';

/** Literal kinds and how a non-breaking space is spelled in each, with the raw text's bounds. */
function literalOf(node, sourceFile) {
  const start = node.getStart(sourceFile);
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
      return { from: start + 1, to: node.end - 1, nbsp: NBSP };
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
    case ts.SyntaxKind.TemplateTail:
      return { from: start + 1, to: node.end - 1, nbsp: '\\u00A0' };
    case ts.SyntaxKind.TemplateHead:
    case ts.SyntaxKind.TemplateMiddle:
      return { from: start + 1, to: node.end - 2, nbsp: '\\u00A0' };
    case ts.SyntaxKind.JsxText:
      return { from: node.pos, to: node.end, nbsp: '&nbsp;' };
    default:
      return null;
  }
}

/** Whether a template's piece belongs to a uk`…` template (src/lib/typeset.ts): all of its pieces are text. */
function inUkTemplate(node) {
  let template = node.parent;
  while (template && !ts.isTaggedTemplateExpression(template)) {
    if (!ts.isTemplateSpan(template) && !ts.isTemplateExpression(template)) return false;
    template = template.parent;
  }
  return !!template && ts.isIdentifier(template.tag) && template.tag.text === 'uk';
}

/** The source with its Cyrillic texts (and every piece of a uk`…` template) typeset, and what changed. */
export function typesetSource(text, fileName, typeset) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const visit = (node) => {
    const literal = literalOf(node, sourceFile);
    if (literal) {
      const raw = text.slice(literal.from, literal.to);
      // « — » between two pieces of a uk`…` template has no letter of its own, yet it is text.
      const isText =
        CYRILLIC.test(raw) ||
        (node.kind !== ts.SyntaxKind.StringLiteral && node.kind !== ts.SyntaxKind.JsxText && inUkTemplate(node));
      if (isText && !SPEC_APOSTROPHE_STRINGS.includes(raw.trim())) {
        // From plain spaces every time: a non-breaking space is where the rules put one, nowhere else.
        const cooked = raw.split(literal.nbsp).join(' ');
        const done = typeset(cooked).split(NBSP).join(literal.nbsp);
        if (done !== raw) edits.push({ ...literal, raw, done });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let out = text;
  for (const edit of edits.toReversed()) out = out.slice(0, edit.from) + edit.done + out.slice(edit.to);
  return { text: out, edits };
}
