// Renders the app icons (public/icons/*.png) from the favicon's mark with the machine's
// Chromium. Run by hand when the mark changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const mark = (inset) => `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="100%" height="100%">
    <rect width="32" height="32" fill="#0f766e"/>
    <g transform="translate(${inset} ${inset}) scale(${(32 - 2 * inset) / 32})">
      <path d="M8 25 C12 19 14 18 17 15 S22 10 25 7" fill="none" stroke="#fef3c7" stroke-width="3.2"
        stroke-linecap="round" stroke-dasharray="1 5.5"/>
    </g>
  </svg>`;

// "any" icons keep the favicon's rounded corners; maskable and Apple icons are full-bleed, with
// the mark inside the maskable safe zone (the middle 80 %).
const icons = [
  { file: 'icon-192.png', size: 192, radius: 0.25, inset: 0 },
  { file: 'icon-512.png', size: 512, radius: 0.25, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, radius: 0, inset: 5 },
  { file: 'apple-touch-icon.png', size: 180, radius: 0, inset: 3 },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const { file, size, radius, inset } of icons) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<body style="margin:0;background:transparent"><div style="width:${size}px;height:${size}px;` +
      `border-radius:${radius * size}px;overflow:hidden">${mark(inset)}</div></body>`,
  );
  await page.screenshot({
    path: new URL(`../public/icons/${file}`, import.meta.url).pathname,
    omitBackground: radius > 0,
  });
  console.log(`public/icons/${file} (${size}×${size})`);
}
await browser.close();
