import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

interface RouteTable {
  pages: { path: string }[];
}

// The build's own list of pages (derived from the router and the product data), plus paths
// that fall back to the not-found screens.
const table: RouteTable = JSON.parse(readFileSync(new URL('../dist/_pages/routes.json', import.meta.url), 'utf8'));
const PATHS = [...table.pages.map((p) => p.path), '/profession/graphic-designer', '/no-such-page'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PATHS) {
    test(`${path} arrives with its heading and navigation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Стежка' })).toBeVisible();
      await expect(page.getByRole('navigation').first()).toBeAttached();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const title = await page.title();
      expect(title).toContain('Стежка');
    });
  }
});

test.describe('hydration', () => {
  for (const path of PATHS) {
    test(`${path} hydrates with no console errors or warnings`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      // Hydration is done when React has attached to the root.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
      // Chromium reports the document's own 404 status; the 404 page logs the missed path (spec).
      const unrelated = consoleErrors.filter(
        (line) => !/status of 404/.test(line) && !line.includes(`сторінки не існує: ${path}`),
      );
      expect(unrelated).toEqual([]);
    });
  }
});

// The parser yields after the long inline stylesheet. On a slow phone and line, Chromium would
// then paint a half-parsed page (a header whose later buttons push the menu sideways, a footer
// growing up a short page): layout shifts. index.html holds rendering until the page is parsed.
test.describe('on a slow phone and line', () => {
  for (const path of PATHS) {
    test(`${path} paints no half-parsed page that then shifts`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[]) {
            shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName).join(' ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 50,
        downloadThroughput: 24 * 1024,
        uploadThroughput: 24 * 1024,
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});
