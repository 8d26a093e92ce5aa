import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
const [file, y, h, out] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: process.env.CH, args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 1300, height: 1000 } });
await p.setContent(`<img style="display:block" src="data:image/png;base64,${readFileSync(file).toString('base64')}">`);
const w = await p.evaluate(() => document.querySelector('img').naturalWidth);
await p.screenshot({ path: out, clip: { x: 0, y: Number(y), width: w, height: Number(h) }, fullPage: true });
await b.close();
