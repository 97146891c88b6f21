import { describe, expect, it } from 'vitest';
import { parseRawKey, rawKey } from '#server/services/analytics/vitals/raw-reports.ts';
import { p75, roundedValue, tallyReports, vitalsGroups } from '#server/services/analytics/vitals/tally.ts';
import { pageTypeOf, rateVital, shortTarget } from '#shared/vitals/metrics.ts';
import { isBotUserAgent } from '#shared/vitals/robots.ts';
import { VitalsReportSchema } from '#shared/vitals/schema.ts';

/* The rules of real visitors' speed reports: page types, bots, short selectors, key codec, p75. */

describe('pageTypeOf', () => {
  it.each([
    ['/', 'landing'],
    ['/en/', 'landing'],
    ['/products/', 'catalogue'],
    ['/id/products/', 'catalogue'],
    ['/products/page/3/', 'catalogue'],
    ['/id/products/category/ph-meters/page/2/', 'catalogue'],
    ['/products/ph-700/', 'product'],
    ['/id/products/ph-700/', 'product'],
    ['/products/_fallback/', 'product'],
    ['/compare/', 'compare'],
    ['/id/compare', 'compare'],
    ['/penawaran/', 'quote'],
    ['/en/quote/', 'quote'],
    ['/penawaran/cetak/', 'quote'],
    ['/en/quote/print/', 'quote'],
    ['/404', null],
    ['/id/404', null],
    ['/admin/', null],
    ['/products/ph-700/extra/', null],
  ])('%s → %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});

describe('isBotUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36', false],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Version/18.1 Safari/604.1', false],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36', true],
    ['Mozilla/5.0 (Linux) Chrome/131 Safari/537.36 Chrome-Lighthouse', true],
    ['WhatsApp/2.23.20.0', true],
    ['facebookexternalhit/1.1', true],
    ['curl/8.5.0', true],
    ['', true],
  ])('%s → %s', (agent, bot) => {
    expect(isBotUserAgent(agent)).toBe(bot);
  });
});

describe('shortTarget', () => {
  it.each([
    ['html>body>main#main>section.hero>img.hero-photo', 'section.hero>img.hero-photo'],
    ['button#menu-toggle', 'button#menu-toggle'],
    [`div>${'x'.repeat(100)}`, 'x'.repeat(60)],
    ['main>h1\u0000\u200b', 'main>h1'],
    [42, ''],
  ])('%s → %s', (selector, short) => {
    expect(shortTarget(selector)).toBe(short);
  });
});

describe('rateVital', () => {
  it.each([
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 350, 'needs-improvement'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.26, 'poor'],
    ['TTFB', 800, 'good'],
    ['TTFB', 1900, 'poor'],
  ] as const)('%s %d is %s', (metric, value, rating) => {
    expect(rateVital(metric, value)).toBe(rating);
  });
});

describe('a report as a key', () => {
  it('reads back as it was written, naming only the elements of metrics that were not good', () => {
    const report = VitalsReportSchema.parse({
      page: 'product',
      lang: 'en',
      metrics: {
        LCP: { value: 3123.7, target: 'div.gallery>img#main-photo' },
        INP: { value: 64, target: 'button#add' },
        CLS: { value: 0.1234, target: 'section>div.price' },
        TTFB: { value: 512.2 },
      },
    });
    const key = rawKey('2026-12-05', report, 'id-1');
    expect(key.length).toBeLessThan(600);
    expect(parseRawKey(key)).toEqual({
      page: 'product',
      lang: 'en',
      values: { LCP: 3124, INP: 64, CLS: 1234, TTFB: 512 },
      targets: { LCP: 'div.gallery>img#main-photo', CLS: 'section>div.price' },
    });
  });

  it.each(['vitals/raw/2026-12-05/.tmp123', 'vitals/raw/2026-12-05/admin.id.1.......x', 'vitals/raw/x'])(
    '%s is no report',
    (key) => {
      expect(parseRawKey(key)).toBeNull();
    },
  );
});

describe('p75 and the histogram', () => {
  it.each([
    ['INP', 234, 230],
    ['LCP', 1234, 1250],
    ['LCP', 2512, 2500],
    ['LCP', 12_345, 12_250],
    ['CLS', 1234, 1230],
    ['CLS', 6789, 6800],
  ] as const)('%s %d is kept as %d', (metric, value, kept) => {
    expect(roundedValue(metric, value)).toBe(kept);
  });

  it.each([
    [{ 100: 1 }, 100],
    [{ 100: 3, 200: 1 }, 100],
    [{ 100: 2, 200: 2 }, 200],
    [{ 300: 1, 100: 1, 200: 1, 400: 1 }, 300],
  ])('p75 of %j is %d (nearest rank)', (hist, value) => {
    expect(p75(hist)?.value).toBe(value);
  });

  it('names the element most often slow and orders the groups as the site does', () => {
    const groups = vitalsGroups(
      tallyReports([
        { page: 'quote', lang: 'id', values: { INP: 600 }, targets: { INP: 'button#send' } },
        { page: 'landing', lang: 'en', values: { LCP: 5000 }, targets: { LCP: 'img#hero' } },
        { page: 'landing', lang: 'en', values: { LCP: 1000, CLS: 3000 }, targets: { CLS: 'div#cards' } },
        { page: 'landing', lang: 'en', values: { LCP: 4500 }, targets: { LCP: 'img#hero' } },
      ]),
    );
    expect(groups.map((group) => `${group.page}.${group.lang}`)).toEqual(['landing.en', 'quote.id']);
    expect(groups[0]).toMatchObject({
      views: 3,
      worst: { metric: 'LCP', target: 'img#hero', count: 2 },
      metrics: { LCP: { p75: 5000, rating: 'poor', samples: 3 }, CLS: { p75: 0.3, samples: 1 }, INP: null },
    });
  });
});
