import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { chromiumPath } from './scripts/chromium-path.mjs';
const OUT = '/work/notes/shots41';
const PORT = 8761;
const srv = spawn('../server/target/release/stezhka', ['--addr', `127.0.0.1:${PORT}`], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1000));
const base = `http://127.0.0.1:${PORT}`;
const browser = await chromium.launch({ executablePath: chromiumPath() });
const mode = process.argv[2] ?? 'some';
const ALL = ['accountant','administrator','architect','art-director','business-analyst','carpenter','chef','content-writer','counselor','data-scientist','designer','digital-marketer','editor','engineer','entrepreneur','environmental-scientist','filmmaker','financial-analyst','government-worker','graphic-designer','healthcare-professional','historian','hr-specialist','investment-banker','it-specialist','journalist','lab-technician','lawyer','librarian','manager','marketing-manager','marketing-specialist','mechanical-engineer','medical-doctor','musician','nonprofit-worker','online-tutor','project-manager','quality-assurance-specialist','research-scientist','researcher','sales-manager','sales-representative','social-worker','software-engineer','teacher','web-developer','writer'];
const stored = {
  'stezhka:record': JSON.stringify({ v: 1, quiz: '1acbdd', kept: mode === 'full' ? ALL : ['teacher', 'chef', 'architect'] }),
  'stezhka:interests': JSON.stringify({ v: 1, received: 'kqcxab' }),
  'stezhka:roadmap-marks': JSON.stringify({ v: 1, marks: mode === 'full' ? { teacher: ['tutor','profile','kids','nmt','enroll','pedagogy','practice','master','mentor','formats','courses','reflect','certify'], 'software-engineer': ['python','profile','olymp','nmt','enroll','algo','github','english','intern','oss','cv','junior','review','track','learn'], 'data-scientist': ['profile','python','olymp','nmt','enroll','stats','libs','kaggle','intern','opendata','present','master','junior','domain','prod','research'] } : { teacher: ['tutor', 'nmt', 'kids'] } }),
};
async function shot(name, path, { width = 375, dark = false, print = false, full = true, before, seed = true } = {}) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light', locale: 'uk-UA' });
  await ctx.route('**images.unsplash.com**', (r) => r.abort());
  const page = await ctx.newPage();
  if (seed) await page.addInitScript((items) => { for (const [k, v] of Object.entries(items)) if (!localStorage.getItem(k + ':seeded')) { localStorage.setItem(k, v); localStorage.setItem(k + ':seeded', '1'); } }, stored);
  await page.goto(base + path);
  await page.waitForTimeout(1500);
  if (before) await before(page);
  if (print) { await page.emulateMedia({ media: 'print' }); await page.pdf({ path: `${OUT}/${name}.pdf`, format: 'A4' }); }
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: full });
  await ctx.close();
}
await shot(`record-375-${mode}`, '/my');
await shot(`record-1280-${mode}`, '/my', { width: 1280 });
await shot(`record-print-${mode}`, '/my', { width: 1280, print: true });
await shot(`record-empty-375`, '/my', { seed: false });
await browser.close(); srv.kill();
