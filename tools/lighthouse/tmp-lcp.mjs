import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const path = process.argv[2] ?? '/profession/software-engineer';
const child = spawn('/work/main/server/target/release/stezhka', [], { env: { ...process.env, STEZHKA_ADDR: '127.0.0.1:0', RUST_LOG: 'warn' } });
const base = await new Promise((r) => child.stdout.on('data', (c) => { const m = /listening on (http:\/\/[\d.:]+)/.exec(c.toString()); if (m) r(m[1]); }));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] });
try {
  for (let i = 0; i < Number(process.env.RUNS ?? 1); i++) {
    const r = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], blockedUrlPatterns: ['*images.unsplash.com*'] });
    const a = r.lhr.audits;
    const m = a.metrics.details.items[0];
    console.log(Math.round(r.lhr.categories.performance.score*100), 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue, '| observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint);
    console.log('  long', JSON.stringify(a['long-tasks'].details.items.map((t) => [t.url.replace(base,''), Math.round(t.startTime), Math.round(t.duration)])));
  }
} finally { await chrome.kill(); child.kill(); }
