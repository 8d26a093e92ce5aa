import type { OfflinePages } from '../src/sw/offline-pages.ts';

interface Table {
  pages: Array<{ path: string; camera?: boolean }>;
  fallbacks: Array<{ pattern: string }>;
}

const STYLESHEET = /<link rel="stylesheet"[^>]* href="([^"]+)"/g;

/**
 * What is wrong with the offline copy's pages (decision 0040), one line each; none when it holds
 * every page once and no page carries the shared stylesheet inline. `precached`: the addresses
 * of the service worker's precache list.
 */
export function offlinePagesProblems(file: OfflinePages, table: Table, precached: readonly string[]): string[] {
  const problems: string[] = [];
  const expected = table.pages.filter((page) => !page.camera).map((page) => page.path);
  const kept = file.pages.map((page) => page.path);
  if (kept.join() !== expected.join())
    problems.push(`the pages file holds ${kept.join(', ')}, not the pages without the camera: ${expected.join(', ')}`);
  const patterns = file.fallbacks.map((fallback) => fallback.pattern);
  if (patterns.join() !== table.fallbacks.map((fallback) => fallback.pattern).join())
    problems.push(`the pages file’s fallbacks are ${patterns.join(', ')}, not the route table’s`);
  for (const page of table.pages.filter((p) => p.camera && !precached.includes(p.path)))
    problems.push(`${page.path}, allowed the camera, is not precached as the server sends it`);
  const pages = [
    ...file.pages.map((page) => ({ name: page.path, html: page.html })),
    ...file.fallbacks.map((fallback) => ({ name: fallback.pattern, html: fallback.html })),
  ];
  for (const { name, html } of pages) {
    if (/<style[\s>]/.test(html)) problems.push(`${name} carries a stylesheet inline: the copy holds it once, linked`);
    const linked = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
    if (linked.length === 0) problems.push(`${name} links no stylesheet: offline it would paint unstyled`);
    for (const href of linked.filter((url) => !precached.includes(url)))
      problems.push(`${name} links ${href}, which is not precached`);
  }
  return problems;
}
