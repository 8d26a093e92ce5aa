// Draws the social-preview image (public/images/og-image.png, 1200×630) with the machine's
// Chromium. Run by hand when the hero line or the three promises change:
// `node scripts/make-og-image.mjs`; the PNG is committed. Texts typeset as on the site
// (docs/copy.md): «до професії мрії» stays on one line.
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const NBSP = '\u00A0';
const TAGLINE = `Знайди свою стежку<br>до${NBSP}професії${NBSP}мрії`;
const PROMISES = ['Тест', 'Каталог професій', 'Кар’єрні карти'].join(' · ');

// The favicon's mark: a dotted path on the light square.
const mark = `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="110" height="110">
    <rect width="32" height="32" rx="8" fill="#fef3c7"/>
    <path d="M8 25 C12 19 14 18 17 15 S22 10 25 7" fill="none" stroke="#0f766e" stroke-width="3.2"
      stroke-linecap="round" stroke-dasharray="1 5.5"/>
  </svg>`;

// The trail on the right: a dotted curve to a yellow sun.
const trail = `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"
    style="position:absolute;inset:0">
    <path d="M930 610 C1010 470 1070 400 1095 300 S1140 170 1152 130" fill="none" stroke="#e8e4bf"
      stroke-width="18" stroke-linecap="round" stroke-dasharray="14 26"/>
    <circle cx="1160" cy="120" r="26" fill="#fbbf24"/>
  </svg>`;

const html = `<!doctype html><html lang="uk"><head><meta charset="utf-8"><style>
  body { margin: 0; }
  .card { position: relative; width: 1200px; height: 630px; overflow: hidden; background: #0f766e;
    font-family: 'DejaVu Sans', sans-serif; }
  .brand { position: absolute; left: 96px; top: 156px; display: flex; align-items: center; gap: 30px; }
  .brand h1 { margin: 0; color: #fff; font-size: 104px; font-weight: 700; letter-spacing: -1px; }
  .tagline { position: absolute; left: 96px; top: 310px; margin: 0; color: #ccfbf1; font-size: 44px;
    line-height: 1.25; }
  .promises { position: absolute; left: 96px; top: 466px; padding: 12px 30px; border-radius: 40px;
    background: #fbbf24; color: #134e4a; font-size: 28px; font-weight: 700; }
</style></head><body><div class="card">${trail}
  <div class="brand">${mark}<h1>Стежка</h1></div>
  <p class="tagline">${TAGLINE}</p>
  <div class="promises">${PROMISES}</div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
const path = new URL('../public/images/og-image.png', import.meta.url).pathname;
await page.locator('.card').screenshot({ path });
await browser.close();
console.log('public/images/og-image.png (1200×630)');
