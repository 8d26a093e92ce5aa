// Checks the content files of web/content alone (docs/content.md): `npm run content` or
// `make content`. Prints one line per problem, naming the file, the field and what is expected.
import { runnerImport } from 'vite';

const started = performance.now();
const { module } = await runnerImport(new URL('../src/data/content/load.ts', import.meta.url).pathname);
try {
  const { professions } = module.loadContent();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`The content is in order: ${professions.length} professions (${seconds} s).`);
} catch (error) {
  if (!(error instanceof Error) || error.name !== 'ContentError') throw error;
  console.error(error.message);
  process.exit(1);
}
