import { describe, expect, it } from 'vitest';
import { offlinePagesProblems } from './offline-pages-check';

const linked = (title: string) =>
  `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><title>${title}</title></head></html>`;
const table = {
  pages: [{ path: '/' }, { path: '/class', camera: true }, { path: '/quiz' }],
  fallbacks: [{ pattern: '/profession/:id' }, { pattern: '/*' }],
};
const file = {
  pages: [
    { path: '/', html: linked('home') },
    { path: '/quiz', html: linked('quiz') },
  ],
  fallbacks: [
    { pattern: '/profession/:id', html: linked('no profession') },
    { pattern: '/*', html: linked('404') },
  ],
};
const precached = ['/assets/index-a1.css', '/assets/app-b2.js', '/class'];

describe('the offline copy’s pages file', () => {
  it('passes when it holds every page but the camera’s once, each linking the precached stylesheet', () => {
    expect(offlinePagesProblems(file, table, precached)).toEqual([]);
  });

  it('fails when a page carries the shared stylesheet inline again', () => {
    const inline = {
      ...file,
      pages: [file.pages[0]!, { path: '/quiz', html: '<style>body{}</style><title>q</title>' }],
    };
    expect(offlinePagesProblems(inline, table, precached)).toEqual([
      '/quiz carries a stylesheet inline: the copy holds it once, linked',
      '/quiz links no stylesheet: offline it would paint unstyled',
    ]);
  });

  it('fails when the stylesheet a page links is not precached', () => {
    expect(offlinePagesProblems(file, table, ['/class'])).toContain(
      '/ links /assets/index-a1.css, which is not precached',
    );
  });

  it('fails when a page or a fallback is missing, or the camera’s page is not precached on its own', () => {
    const missing = { pages: [file.pages[0]!], fallbacks: [file.fallbacks[1]!] };
    expect(offlinePagesProblems(missing, table, ['/assets/index-a1.css'])).toEqual([
      'the pages file holds /, not the pages without the camera: /, /quiz',
      'the pages file’s fallbacks are /*, not the route table’s',
      '/class, allowed the camera, is not precached as the server sends it',
    ]);
  });
});
