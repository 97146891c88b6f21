import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/browser.ts';

/*
 * A site served locally on a port of its own (`PORT=… npm start`, the browser tests' E2E_PORT) names
 * that address in robots.txt, the sitemap and the pages' canonical links, not the default port: a
 * crawler or a person following them reaches this site. (A deployed site names its configured URL:
 * SITE_URL, else Netlify's URL.)
 */

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('the address the site names', () => {
  it('robots.txt, the sitemap and the canonical links name the address the site is served at', async () => {
    const origin = baseUrl();
    const robots = await (await fetch(`${origin}/robots.txt`)).text();
    expect(/Sitemap: (\S+)/.exec(robots)?.[1]).toBe(`${origin}/sitemap-index.xml`);

    // Followed as written, not only by their paths.
    const index = await fetch(`${origin}/sitemap-index.xml`);
    expect(index.status).toBe(200);
    const parts = locations(await index.text());
    expect(parts.length).toBeGreaterThan(0);
    const pages: string[] = [];
    for (const part of parts) {
      expect(part.startsWith(`${origin}/`), part).toBe(true);
      const sitemap = await fetch(part);
      expect(sitemap.status, part).toBe(200);
      pages.push(...locations(await sitemap.text()));
    }
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => !page.startsWith(`${origin}/`))).toEqual([]);

    const landing = await (await fetch(`${origin}/`)).text();
    expect(/<link rel="canonical" href="([^"]+)"/.exec(landing)?.[1]).toBe(`${origin}/`);
  });
});
