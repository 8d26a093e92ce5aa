import { APP_ROUTES, prerenderPages } from '../src/app/route-table';
import { paths } from '../src/config/paths';
import { BUILT_IN_PROFESSIONS, hasDetail } from './catalogue';
import { expect, test } from './fixtures';

/**
 * The server's route truth, checked against the route table and the product data themselves (not
 * against the build's routes.json): 200 for every page the route table makes of web/content, the
 * app's HTML with 404 for everything else, and a sitemap that lists exactly the 200 routes.
 */
const withDetail = BUILT_IN_PROFESSIONS.filter((p) => hasDetail(p.id));
const withoutDetail = BUILT_IN_PROFESSIONS.filter((p) => !hasDetail(p.id));
const PAGES = prerenderPages(APP_ROUTES, { detailIds: withDetail.map((p) => p.id) });
const OK_ROUTES = PAGES.filter((page) => page.status === 200).map((page) => page.path);

test.describe('server routes', () => {
  test('the product data has professions with and without detail pages', () => {
    expect(withDetail.length).toBeGreaterThan(0);
    expect(withoutDetail.length).toBeGreaterThan(0);
  });

  for (const path of OK_ROUTES) {
    test(`${path} is 200 with its own HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<html lang="uk"');
      expect(html).toContain(`<link rel="canonical" href="${new URL(path, response.url()).href}" />`);
      expect(html).not.toContain('noindex');
    });
  }

  test('each profession page names its profession', async ({ request }) => {
    for (const profession of withDetail) {
      const html = await (await request.get(paths.profession.href(profession.id))).text();
      expect(html).toContain(`<title>${profession.title} (${profession.nameUk}) — Стежка</title>`);
    }
  });

  const notFound = [
    ...PAGES.filter((page) => page.status === 404).map((page) => page.path),
    ...withoutDetail.map((p) => paths.profession.href(p.id)),
    '/profession/no-such-profession',
    '/profession/Teacher',
    '/professions',
    '/quiz/extra',
    '/no-such-page',
  ];
  for (const path of notFound) {
    test(`${path} is the app's HTML with 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<html lang="uk"');
      expect(html).toContain('<meta name="robots" content="noindex" />');
    });
  }

  test('sitemap.xml lists exactly the 200 routes, and robots.txt points to it', async ({ request, baseURL }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
    const expected = OK_ROUTES.map((path) => new URL(path, baseURL).href).sort();
    expect(listed).toEqual(expected);

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  });
});
