import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD } from '../lib/runtime.ts';
import { adminListFirstPageMs, ROWS_PAINTED, rowsPainted } from './lib.ts';
import { scratchStore } from './scratch.ts';

/**
 * `npm run bench:admin`: the admin panel with PRODUCTS (1,000) products in a scratch store, served by
 * the same server as `npm start` on PORT (4471), in Debian's Chromium.
 *  - time from navigation to the frame that paints the product list's first page (median of RUNS,
 *    cold cache; the page notes the time itself, see `adminListFirstPageMs`),
 *  - the JavaScript each admin route loads on a fresh visit (gzip bytes, as the CDN would send it):
 *    what its screen needs, and with the code the panel loads when the browser is idle.
 *
 * PUBLISH_DIRS=a,b compares builds made before (say, of two commits) on the same store, without
 * building: each is served on its own port (PORT, PORT+1, …), the runs alternate between them so that
 * whatever else the machine does falls on all of them alike, and each gets its own figures.
 * KEEP_BUILD=1 leaves the build this run made and prints its folder, for such a comparison later.
 * ROUTE_JS=0 leaves out the JavaScript per route (the timings alone); ROUTE_FILES=1 lists each route's
 * script files with their sizes. TIMELINE=1 adds, for each
 * build, one cold load of the list laid out in time: every script and API request (start and end),
 * the main thread's long tasks, and the frame that painted the rows.
 */
const size = Number(process.env.PRODUCTS ?? 1000);
const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4471);
const prebuilt = process.env.PUBLISH_DIRS?.split(',').filter(Boolean) ?? [];
const TOKEN_KEY = 'rawlab.admin.token';
const USER_KEY = 'rawlab.admin.user';

process.env.ADMIN_EMAIL = DEFAULT_ADMIN_EMAIL;
process.env.ADMIN_PASSWORD = DEFAULT_ADMIN_PASSWORD;
const runtime = await scratchStore(size, `admin-${size}`);
let publishDirs = prebuilt;
if (publishDirs.length === 0) {
  const publishDir = join(mkdtempSync(join(tmpdir(), 'rawlab-bench-admin-')), 'dist');
  const { astroBuild } = await import('../lib/astro-build.ts');
  await astroBuild(publishDir, { quiet: true });
  if (process.env.KEEP_BUILD) console.log(`Build kept in ${publishDir}`);
  publishDirs = [publishDir];
}
const { startSiteServer } = await import('../lib/site-server.ts');
const sites = await Promise.all(
  publishDirs.map((publishDir, index) => startSiteServer(port + index, '127.0.0.1', { publishDir })),
);
const base = sites[0]!.url;

const login = (await (
  await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD }),
  })
).json()) as { access_token: string; user: unknown };
const products = (await (
  await fetch(`${base}/api/admin/products`, { headers: { authorization: `Bearer ${login.access_token}` } })
).json()) as Array<{ id: number }>;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});

/** A fresh context (cold cache) signed in the way the login screen leaves it. */
async function signedIn(b: Browser) {
  const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([tokenKey, userKey, token, user]) => {
      localStorage.setItem(tokenKey!, token!);
      localStorage.setItem(userKey!, user!);
    },
    [TOKEN_KEY, USER_KEY, login.access_token, JSON.stringify(login.user)],
  );
  return context;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Gzip and raw bytes of the script files a fresh visit of `path` loads, once the network is idle. */
async function scriptsLoaded(url: string, { holdIdleWork }: { holdIdleWork: boolean }) {
  const context = url.endsWith('/admin/login') ? await browser.newContext() : await signedIn(browser);
  // The panel asks for some code when the browser is idle (toasts, dialogs, the menu drawer); held
  // back, what is left is what the screen needs to come up.
  if (holdIdleWork) await context.addInitScript(() => (window.requestIdleCallback = () => 0));
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  let gzip = 0;
  let raw = 0;
  const perFile: Array<[string, number]> = [];
  for (const url of scripts) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
    perFile.push([new URL(url).pathname, Number((gzipSync(body).length / 1024).toFixed(1))]);
  }
  await context.close();
  if (process.env.ROUTE_FILES && holdIdleWork) {
    console.log(`\n${new URL(url).pathname}, the screen's files (KB gzip):`);
    for (const [file, kb] of perFile.sort((a, b) => b[1] - a[1])) console.log(`${String(kb).padStart(7)}  ${file}`);
  }
  return { files: scripts.size, gzip: Number((gzip / 1024).toFixed(1)), raw: Number((raw / 1024).toFixed(1)) };
}

/**
 * The JavaScript a fresh visit of each admin route loads: what its screen needs (the code loaded when
 * the browser is idle held back), and everything once that has loaded too.
 */
async function scriptsPerRoute(siteBase: string) {
  const routes = {
    '/admin/login': '/admin/login',
    '/admin/dashboard': '/admin/dashboard',
    '/admin/products': '/admin/products',
    '/admin/products/add': '/admin/products/add',
    '/admin/products/edit/{id}': `/admin/products/edit/${products[0]!.id}`,
    '/admin/categories': '/admin/categories',
    '/admin/contacts': '/admin/contacts',
    '/admin/settings': '/admin/settings',
    '/admin/security': '/admin/security',
  };
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [name, path] of Object.entries(routes)) {
    const screen = await scriptsLoaded(`${siteBase}${path}`, { holdIdleWork: true });
    const all = await scriptsLoaded(`${siteBase}${path}`, { holdIdleWork: false });
    rows[name] = {
      'screen: files': screen.files,
      'screen: KB gz': screen.gzip,
      'with idle: files': all.files,
      'with idle: KB gz': all.gzip,
      'with idle: KB raw': all.raw,
    };
  }
  return rows;
}

/** One cold load of the product list, laid out in milliseconds after navigation. */
async function timeline(siteBase: string) {
  const context = await signedIn(browser);
  await context.addInitScript((rowsPaintedMessage) => {
    const marks = { longTasks: [] as Array<[number, number]>, rowsPaintedAt: 0 };
    (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll('table tbody tr').length < 10) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        marks.rowsPaintedAt = performance.now();
        console.debug(rowsPaintedMessage);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  }, ROWS_PAINTED);
  const page = await context.newPage();
  const painted = rowsPainted(page);
  await page.goto(`${siteBase}/admin/products`, { waitUntil: 'commit' });
  await painted;
  const result = await page.evaluate(() => ({
    marks: (window as unknown as { benchMarks: { longTasks: Array<[number, number]>; rowsPaintedAt: number } })
      .benchMarks,
    navigation: performance
      .getEntriesByType('navigation')
      .map((entry) => (entry as PerformanceNavigationTiming).responseEnd),
    resources: performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      return [url.pathname + url.search, entry.startTime, (entry as PerformanceResourceTiming).responseEnd] as const;
    }),
  }));
  await context.close();
  const ms = (value: number) => String(Math.round(value)).padStart(5);
  console.log(`\nOne cold load of /admin/products (ms after navigation):`);
  console.log(`${ms(0)} → ${ms(result.navigation[0] ?? 0)}  the page`);
  for (const [name, start, end] of result.resources) console.log(`${ms(start)} → ${ms(end)}  ${name}`);
  for (const [start, duration] of result.marks.longTasks)
    console.log(`${ms(start)} → ${ms(start + duration)}  long task`);
  console.log(`${ms(result.marks.rowsPaintedAt)}        rows painted`);
}

try {
  // 1. Navigation to the first page of the product list, rows on screen; the builds take turns.
  const times = sites.map(() => [] as Array<{ cold: number; returning: number; coldListRequested: number }>);
  for (let run = 0; run < runs; run++)
    for (const [index, site] of sites.entries())
      times[index]!.push(await adminListFirstPageMs(browser, `${site.url}/admin/products`, login));

  // 2. JavaScript per route, fresh visit.
  for (const [index, site] of sites.entries()) {
    const cold = times[index]!.map((time) => Math.round(time.cold));
    const returning = times[index]!.map((time) => Math.round(time.returning));
    const requested = times[index]!.map((time) => Math.round(time.coldListRequested));
    if (sites.length > 1) console.log(`\n${publishDirs[index]}:`);
    console.log(
      `\nProduct list, ${products.length} products: first page on screen ${median(cold)} ms after navigation, cold ` +
        `(median of ${runs}; all: ${cold.join(', ')} ms), ${median(returning)} ms on a returning visit ` +
        `(all: ${returning.join(', ')} ms); the list asked for ${median(requested)} ms after navigation ` +
        `(the panel's code has run by then; all: ${requested.join(', ')} ms)\n`,
    );
    if (process.env.ROUTE_JS !== '0') console.table(await scriptsPerRoute(site.url));
    if (process.env.TIMELINE) await timeline(site.url);
  }
} finally {
  await browser.close();
  for (const site of sites) await site.stop();
  await runtime.blobs.stop();
}
process.exit(0);
