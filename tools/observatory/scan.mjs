// Scans a host with the MDN HTTP Observatory's own scanner (the npm package, run locally) and
// prints each test's result and the score. Used by deploy-check.sh.
//
//   node scan.mjs HOST [--min SCORE] [--without-tls-tests]
//
// --without-tls-tests: also scores the site leaving out the two tests that need TLS (redirection
// to https, HSTS), as for a server scanned before its TLS proxy; --min then applies to that score.
// Exits non-zero when the score is below --min or any test costs points.
import { scan } from '@mdn/mdn-http-observatory/src/scanner/index.js';

// The scanner parses the page with jsdom, whose CSS parser doesn't know Tailwind 4's syntax and
// prints the whole inline stylesheet with its complaint. No test reads the stylesheet: quiet it.
const consoleError = console.error;
console.error = (...args) => {
  if (String(args[0]?.stack ?? args[0]).includes('Could not parse CSS stylesheet')) return;
  consoleError(...args);
};

const TLS_TESTS = new Set(['redirection', 'strict-transport-security']);
const EXTRA_CREDIT_FROM = 90; // the scanner's MINIMUM_SCORE_FOR_EXTRA_CREDIT

const args = process.argv.slice(2);
const host = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--min');
const min = args.includes('--min') ? Number(args[args.indexOf('--min') + 1]) : 100;
const withoutTls = args.includes('--without-tls-tests');
if (!host || Number.isNaN(min)) {
  console.error('usage: node scan.mjs HOST [--min SCORE] [--without-tls-tests]');
  process.exit(2);
}

/** The scanner's own formula: penalties first, bonuses only from an A (90) up. */
function scoreOf(tests) {
  const modifiers = tests.map((t) => t.scoreModifier ?? 0);
  const uncurved = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  return Math.max(0, uncurved >= EXTRA_CREDIT_FROM ? uncurved + bonus : uncurved);
}

const result = await scan(host);
const tests = Object.values(result.tests);
console.log(`MDN HTTP Observatory (${host}): ${result.scan.grade}, ${result.scan.score}`);
for (const t of tests) {
  console.log(`  ${t.constructor.name.padEnd(30)} ${String(t.scoreModifier).padStart(4)}  ${t.result}`);
}
const mine = (t) => !withoutTls || !TLS_TESTS.has(t.constructor.name);
const counted = tests.filter(mine);
const score = withoutTls ? scoreOf(counted) : result.scan.score;
if (withoutTls) console.log(`  without the tests that need TLS (${[...TLS_TESTS].join(', ')}): ${score}`);
if (scoreOf(tests) !== result.scan.score) {
  console.error(`the score formula here (${scoreOf(tests)}) disagrees with the scanner's: update scan.mjs`);
  process.exit(1);
}
const losing = counted.filter((t) => (t.scoreModifier ?? 0) < 0).map((t) => `${t.constructor.name}: ${t.result}`);
if (losing.length > 0 || score < min) {
  console.error(`FAILED: score ${score} (needs ${min})${losing.length ? `; loses points: ${losing.join('; ')}` : ''}`);
  process.exit(1);
}
