import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const path = process.argv[2] ?? '/profession/software-engineer';
const binary = '/work/main/server/target/release/stezhka';
const child = spawn(binary, [], { env: { ...process.env, STEZHKA_ADDR: '127.0.0.1:0', RUST_LOG: 'warn' } });
const base = await new Promise((r) => child.stdout.on('data', (c) => { const m = /listening on (http:\/\/[\d.:]+)/.exec(c.toString()); if (m) r(m[1]); }));
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--no-first-run'] });
try {
  for (let i = 0; i < Number(process.env.RUNS ?? 2); i++) {
    const r = await lighthouse(base + path, { port: chrome.port, onlyCategories: ['performance'], blockedUrlPatterns: ['*images.unsplash.com*'] });
    const a = r.lhr.audits;
    const m=a.metrics.details.items[0]; console.log('observed FCP', m.observedFirstContentfulPaint, 'LCP', m.observedLargestContentfulPaint, 'DCL', m.observedDomContentLoaded, 'load', m.observedLoad);
    console.log(Math.round(r.lhr.categories.performance.score*100), 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue);
    if (i === 0) {
      for (const it of a['network-requests'].details.items.slice(0, 12)) console.log('  ', it.url.replace(base, ''), it.transferSize, it.resourceSize, it.priority, Math.round(it.networkRequestTime), Math.round(it.networkEndTime));
      for (const t of a['main-thread-tasks'].details.items) if (t.startTime < 260) console.log('  task', Math.round(t.startTime), Math.round(t.duration));
      const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node; console.log('  LCP el', lcp?.snippet?.slice(0, 120));
      const bd = a['largest-contentful-paint-element']?.details?.items?.[1]?.items; console.log('  LCP phases', JSON.stringify(bd));
      const rb = a['render-blocking-insight'] ?? a['render-blocking-resources']; console.log('  render-blocking', JSON.stringify(rb?.details?.items?.map?.((x)=>[x.url, x.wastedMs])));
    }
  }
} finally { await chrome.kill(); child.kill(); }
