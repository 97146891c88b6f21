import { describe, expect } from 'vitest';
import { OMNIBOX_POPUP_FEATURES } from '#scripts/lib/chromium.ts';
import { DESKTOP } from '../support/browser.ts';
import { test } from './fixtures.ts';

type Targets = { targetInfos: { type: string; url: string }[] };

/*
 * The full Chromium the benchmarks (and the one test that needs its PDF viewer) drive: Chromium keeps
 * only the last `--disable-features`, so ours must carry every feature Playwright turns off, and a new
 * context must not start the address bar's popups (a renderer of about 1.6 s of CPU per context).
 */
describe("the tests' Chromium", () => {
  test('keeps every feature Playwright turns off, and turns off the address bar popups', async ({ openFullPage }) => {
    const page = await openFullPage(DESKTOP);
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const lists = commandLine
      .split(/\s+/)
      .filter((value) => value.startsWith('--disable-features='))
      .map((value) => value.slice('--disable-features='.length).split(','));
    expect(lists.length).toBeGreaterThan(1);
    const effective = lists.at(-1)!;
    for (const feature of lists.flat()) expect(effective, `${feature} is turned off`).toContain(feature);
    for (const feature of OMNIBOX_POPUP_FEATURES) expect(effective).toContain(feature);
  });

  test("a new context opens no page of the browser's own", async ({ fullBrowser, openFullPage }) => {
    const page = await openFullPage(DESKTOP);
    await page.goto('about:blank');
    const session = await fullBrowser.newBrowserCDPSession();
    const targets = async () => ((await session.send('Target.getTargets', { filter: [{}] })) as Targets).targetInfos;
    // The context's tab is listed once its window is up; the popups, when on, come with the window.
    await expect
      .poll(async () => (await targets()).filter((target) => target.type === 'tab').length)
      .toBeGreaterThan(0);
    expect(
      (await targets()).filter((target) => target.url.startsWith('chrome://')).map((target) => target.url),
    ).toEqual([]);
    await session.detach();
  });
});
