import path from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
function builtElement() {
  const id = '\0built-royal-ur';
  return { name: 'b', enforce: 'pre', resolveId: (s) => (/\/src\/royal-ur\.(ts|js)$/.test(s) ? id : null),
    load(s) { if (s !== id) return null; const dist = path.resolve('dist'); return `import '/@fs${dist}/royal-ur.bundled.js';\nexport * from '/@fs${dist}/engine.js';`; } };
}
const server = await createServer({ configFile: false, root: path.resolve('.'), logLevel: 'error', server: { host: '127.0.0.1', port: 0 }, worker: { format: 'es' }, plugins: [builtElement()] });
await server.listen();
const base = `http://127.0.0.1:${server.httpServer.address().port}`;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const warm = await browser.newPage(); await warm.goto(`${base}/demo/review.html?seed=7`); await warm.waitForFunction(() => 'reviewResult' in window, null, { timeout: 600000 }); await warm.close();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(`${base}/demo/review.html?seed=8`);
await page.waitForFunction(() => 'reviewResult' in window, null, { timeout: 600000 });
console.log(JSON.stringify(await page.evaluate(() => window.reviewResult)));
await browser.stopTracing();
await browser.close(); await server.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json'));
const names = new Map(); for (const e of traceEvents) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
const nav = traceEvents.find((e) => e.name === 'navigationStart' || e.name === 'NavigationBodyLoader::StartLoadingBody');
const t0 = Math.min(...traceEvents.filter((e) => e.name === 'ResourceSendRequest').map((e) => e.ts));
const tasks = traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 8000 && /CrRendererMain|DedicatedWorker/.test(names.get(`${e.pid}:${e.tid}`) ?? ''));
for (const t of tasks.sort((a, b) => a.ts - b.ts)) {
  const inner = traceEvents.filter((e) => e.pid === t.pid && e.tid === t.tid && e.ts >= t.ts && e.ts < t.ts + t.dur && e.dur > 3000 && e.name !== 'RunTask');
  const desc = inner.slice(0, 6).map((e) => `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/.*\//, '') + ')' : e.args?.data?.functionName ? '(' + e.args.data.functionName + ')' : ''} ${Math.round(e.dur / 1000)}`).join(', ');
  console.log(String(Math.round((t.ts - t0) / 1000)).padStart(5), String(Math.round(t.dur / 1000)).padStart(4), (names.get(`${t.pid}:${t.tid}`) ?? '').slice(0, 14), desc);
}
for (const e of traceEvents.filter((e) => e.name === 'ResourceSendRequest')) console.log('req', Math.round((e.ts - t0) / 1000), e.args.data.url.replace(/.*\//, ''));
