import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE } from '../support/browser.ts';
import { openPublic, test, viewportShot } from './fixtures.ts';

/*
 * A keyboard user sees where focus is. The test tabs through `/`, `/products` and
 * a product page and, at every stop, compares the focused element (and its ancestors, so a card that
 * rings itself when its link is focused counts) with the same elements once focus has moved on: an
 * outline or a box-shadow must appear with focus.
 */

interface RingStyle {
  outline: string;
  shadow: string;
  hasRing: boolean;
}
interface Stop {
  label: string;
  visible: boolean;
  styles: RingStyle[];
}

interface TabStep {
  /** The element focused before this Tab, as it looks now that focus has left it. */
  unfocused: Stop | null;
  /** The element focused now; null once focus has left the document. */
  focused: Stop | null;
  /** Focus is back on an element already visited: the whole page has been walked. */
  again: boolean;
}

/**
 * In the page, after a Tab: the focused element (inside shadow roots, the captcha widget, too), its
 * ring styles and those of the element focused before, in one call. The walk's visited elements stay
 * in the page (`__tabWalk`): comparing each stop with every earlier one from the test, one call per
 * pair, was thousands of calls a page.
 */
function tabStep(): TabStep {
  /** Outline and box-shadow of the element and its ancestors (through shadow hosts). */
  function ringStyles(element: Element): Stop {
    const styles: RingStyle[] = [];
    let node: Element | null = element;
    while (node && node !== document.body) {
      const style = getComputedStyle(node);
      const outlineWidth = Number.parseFloat(style.outlineWidth);
      const outlineShown =
        style.outlineStyle !== 'none' &&
        outlineWidth >= 2 &&
        !/rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor);
      styles.push({
        outline: outlineShown ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none',
        shadow: style.boxShadow,
        hasRing: outlineShown || style.boxShadow !== 'none',
      });
      node = node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    }
    const box = element.getBoundingClientRect();
    const name =
      element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40) || element.getAttribute('name');
    return {
      label: `${element.tagName.toLowerCase()} "${name ?? ''}"`,
      visible: box.width > 0 && box.height > 0,
      styles,
    };
  }
  const page = window as unknown as { __tabWalk?: { seen: Set<Element>; previous: Element | null } };
  const walk = (page.__tabWalk ??= { seen: new Set(), previous: null });
  const unfocused = walk.previous ? ringStyles(walk.previous) : null;
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body) return { unfocused, focused: null, again: false };
  const again = walk.seen.has(active);
  walk.seen.add(active);
  walk.previous = active;
  return { unfocused, focused: ringStyles(active), again };
}

/** True when focusing added a ring (outline or shadow) to the element or one of its ancestors. */
function focusShows(focused: Stop, unfocused: Stop): boolean {
  return focused.styles.some((style, index) => {
    const before = unfocused.styles[index];
    if (!before || !style.hasRing) return false;
    return style.outline !== before.outline || style.shadow !== before.shadow;
  });
}

/** Tabs from the top of the page until focus leaves the document; returns the stops without a visible focus. */
async function tabThrough(page: Page, maxStops = 150): Promise<{ stops: string[]; invisible: string[] }> {
  const stops: string[] = [];
  const invisible: string[] = [];
  await page.evaluate(() => delete (window as unknown as { __tabWalk?: unknown }).__tabWalk);
  let previous: Stop | null = null;
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const { unfocused, focused, again } = await page.evaluate(tabStep);
    if (previous && unfocused && !focusShows(previous, unfocused)) invisible.push(previous.label);
    if (!focused) break;
    if (!focused.visible) invisible.push(`${focused.label} (not visible)`);
    if (again) break;
    stops.push(focused.label);
    previous = focused;
  }
  return { stops, invisible };
}

describe('keyboard focus', () => {
  test('every Tab stop on /, /products and a product page shows a focus ring', async ({ openPage, published }) => {
    const product = published.find((item) => item.stock > 0)!;
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(viewport);
      for (const path of ['/', '/products', `/products/${product.slug}`]) {
        await openPublic(page, path);
        const { stops, invisible } = await tabThrough(page);
        expect(stops.length, `${path} has tab stops`).toBeGreaterThan(5);
        expect(invisible, `${path} at ${viewport.width} px`).toEqual([]);
      }
    }
  });

  test('a focused product card is ringed in the catalogue and in the featured list', async ({ openPage }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openPage(viewport);
      for (const [path, list] of [
        ['/products', '#catalogue-results'],
        ['/', '[data-featured]'],
      ] as const) {
        await openPublic(page, path);
        if (path === '/products') {
          // Let the catalogue's island start and show the current first page (products other tests
          // created come first) before a card is focused: the fresh page replaces the cards.
          await page.getByLabel('Search by name or model number').focus();
          await page.locator('[data-catalogue-ready]').waitFor({ state: 'attached' });
        }
        const link = page.locator(`${list} [data-product-card] a`).first();
        await link.waitFor();
        // Focus the link from the keyboard: the element before it, then Tab.
        await link.evaluate((element) => {
          const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')].filter(
            (candidate) => candidate.getClientRects().length > 0,
          );
          all[all.indexOf(element as HTMLElement) - 1]?.focus();
        });
        await page.keyboard.press('Tab');
        await expect.poll(() => link.evaluate((element) => element === document.activeElement)).toBe(true);
        const card = page.locator(`${list} [data-product-card]`).first();
        await expect.poll(() => card.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
        await card.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await viewportShot(page, `issue13-focus-card${path.replace(/\W/g, '-')}-${viewport.width}`);
      }
    }
  });
});
