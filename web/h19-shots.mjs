import { chromium } from '@playwright/test';
const base = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
await page.route('https://images.unsplash.com/**', (r) => r.abort());
for (const id of ['software-engineer', 'data-scientist', 'teacher']) {
  await page.goto(`${base}/profession/${id}`);
  const edu = page.locator('h3', { hasText: 'Освітня база' }).locator('xpath=..');
  const box = await edu.evaluate((el) => { const r = el.getBoundingClientRect(); return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height }; });
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: `/work/shots/19/${id}-education-375.png`, fullPage: true, clip: { x: 0, y: box.y - 8, width: 375, height: box.height + 16 } });
  const phase = page.getByRole('list', { name: 'Етапи' }).locator('> li').first();
  const pbox = await phase.evaluate((el) => { const r = el.getBoundingClientRect(); return { y: r.y + scrollY, height: r.height }; });
  await page.screenshot({ path: `/work/shots/19/${id}-school-phase-375.png`, fullPage: true, clip: { x: 0, y: pbox.y - 8, width: 375, height: pbox.height + 16 } });
}
await page.goto(`${base}/profession/carpenter`);
await page.getByText('Переглянь каталог професій').waitFor();
await page.screenshot({ path: '/work/shots/19/not-found-carpenter-375.png', fullPage: true });
await page.goto(`${base}/profession/graphic-designer`);
await page.getByText('Пошукати').waitFor();
await page.screenshot({ path: '/work/shots/19/not-found-graphic-designer-375.png', fullPage: true });
await browser.close();
