import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const port = 18431;
const start = () => { const c = spawn('/work/main/server/target/release/stezhka', { env: { ...process.env, STEZHKA_ADDR: `127.0.0.1:${port}` }, stdio: 'ignore' }); return c; };
let server = start();
await new Promise((r) => setTimeout(r, 800));
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'allow' });
await ctx.route('https://images.unsplash.com/**', (r) => r.abort('internetdisconnected'));
await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(base + '/');
await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
// quiz and share (clipboard path on desktop chromium, no Web Share)
await page.goto(base + '/quiz');
await page.waitForTimeout(1500);
for (let q = 0; q < 5; q++) { await page.getByRole('radio').nth(q % 4).check(); await page.getByRole('button', { name: /^(Далі|Отримати результати)$/ }).click(); await page.waitForTimeout(300); }
await page.getByRole('button', { name: 'Поділитися результатом' }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/result-375.png', fullPage: false });
const link = await page.evaluate(() => navigator.clipboard.readText());
console.log('shared link', link);
const fresh = await browser.newContext({ viewport: { width: 375, height: 740 }, serviceWorkers: 'block' });
const p2 = await fresh.newPage();
await p2.goto(link); await p2.waitForTimeout(1500);
await p2.screenshot({ path: '/tmp/shots/shared-fresh-375.png', fullPage: true });
// print PDFs
for (const id of ['software-engineer', 'data-scientist', 'teacher']) {
  await p2.goto(`${base}/profession/${id}`); await p2.waitForTimeout(800);
  writeFileSync(`/tmp/shots/${id}.pdf`, await p2.pdf({ format: 'A4' }));
}
await fresh.close();
// offline
server.kill('SIGTERM'); await new Promise((r) => setTimeout(r, 500));
await ctx.setOffline(true);
for (const [name, path] of [['home', '/'], ['quiz', '/quiz'], ['search', '/search'], ['detail', '/profession/software-engineer'], ['shared', new URL(link).pathname + new URL(link).hash]]) {
  await page.goto(base + path); await page.waitForTimeout(1200);
  await page.screenshot({ path: `/tmp/shots/offline-${name}.png` });
}
await page.goto(base + '/search'); await page.waitForTimeout(1000);
await page.getByRole('button', { name: 'Додати професію' }).click(); await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots/offline-add.png' });
await browser.close();
