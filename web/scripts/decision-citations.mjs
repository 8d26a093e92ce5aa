// `make decisions`: every decision record cited outside docs/decisions exists and still decides.
// A citation is a record's number wherever it stands — «decision 0012», «decisions 0023, 0028»,
// `docs/decisions/0012-…`, «(0018's addendum)» — in code, comments and docs alike; a quoted
// number ('0042', a class tag in a test) is a value, not a citation. A record still decides
// unless its `Status:` line says it is superseded or deprecated (docs/decisions/README.md).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const RECORDS = 'docs/decisions';
/** Never read: installed packages, built output and test reports (all of them git-ignored). */
const SKIPPED_FOLDERS = /^(\.git|node_modules|dist|dist-ssr|target.*|test-results|playwright-report|\.emulator)$/;
const SKIPPED_FILES = /^(package-lock\.json|Cargo\.lock)$|\.log$/;
/** Four digits starting 00, not part of a longer word or number, a path's `-` or a quoted value. */
const CITATION = /(?<![\w.#+\-'"`])00\d\d(?![\w]|\.\d)/g;

/** Each record's number and its status line («accepted; amended by 0026», «superseded by 0018»). */
export function readRecords(root) {
  const records = new Map();
  for (const name of readdirSync(join(root, RECORDS))) {
    const number = /^(\d{4})-.*\.md$/.exec(name)?.[1];
    if (!number) continue;
    const status = /^Status:[ \t]*(.*)$/m.exec(readFileSync(join(root, RECORDS, name), 'utf8'))?.[1].trim();
    records.set(number, status ?? '');
  }
  return records;
}

/** The record numbers `text` cites, with their lines (from 1). */
export function citationsIn(text) {
  return [...text.matchAll(CITATION)].map((match) => ({
    number: match[0],
    line: text.slice(0, match.index).split('\n').length,
  }));
}

/** Why a citation of a record with this status is wrong, or null when the record still decides. */
function fault(status) {
  if (status === undefined) return `no such record in ${RECORDS}`;
  if (status === '') return 'its record has no Status line';
  if (/^(superseded|deprecated)/.test(status)) return status;
  return null;
}

function* filesUnder(root, folder = root) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.test(entry.name) && relative(root, path).split(sep).join('/') !== RECORDS)
        yield* filesUnder(root, path);
    } else if (entry.isFile() && !SKIPPED_FILES.test(entry.name)) yield path;
  }
}

/** Every citation under `root` outside its records, and one line for each that is wrong. */
export function checkCitations(root) {
  const records = readRecords(root);
  const problems = [];
  let count = 0;
  for (const path of filesUnder(root)) {
    const bytes = readFileSync(path);
    if (bytes.includes(0)) continue; // a picture or another binary file
    for (const { number, line } of citationsIn(bytes.toString('utf8'))) {
      count += 1;
      const why = fault(records.get(number));
      if (why) problems.push(`${relative(root, path).split(sep).join('/')}:${line} cites ${number}: ${why}`);
    }
  }
  return { count, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  const { count, problems } = checkCitations(root);
  if (problems.length > 0) {
    for (const problem of problems) console.error(`✗ ${problem}`);
    console.error(`Cite the record that decides now (${RECORDS}/README.md).`);
    process.exit(1);
  }
  console.log(`✓ ${count} citations of decision records outside ${RECORDS}, each of a record that still decides`);
}
