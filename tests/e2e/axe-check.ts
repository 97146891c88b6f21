import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * axe on a page, run inside the page itself (`axe.run`, the builder's "legacy mode"). By default the
 * builder runs each frame apart and then opens a blank page of the same context to merge the results:
 * a new window and a second copy of axe for every check, about 1.7 s of CPU more per check here. That
 * way is for cross-origin frames, and the site has no frame at all.
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}

/** The serious and critical axe violations on the page as it is now (WCAG 2.1 AA and best practice). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await axeOn(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}
