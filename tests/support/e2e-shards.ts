import { basename } from 'node:path';

/**
 * How long each browser file takes, in seconds, as the two halves of `npm test` ran side by side on
 * a two-core machine: the mean of three fresh-clone CI runs (2026-12-06; one run alone is off by
 * up to a fifth for a file, and more for one that waits for a window of a limit). `npm test` splits the
 * browser files into halves of equal time with it: vitest's own `--shard` splits them by a hash of
 * their path, which can give one half far more of the long files (the files that rebuild the site
 * among them) than the other. A file not
 * listed counts as UNLISTED_SECONDS; the figures need only be roughly right.
 */
export const E2E_FILE_SECONDS: Readonly<Record<string, number>> = {
  'admin-publish.test.ts': 39.7,
  'fresh-layer.test.ts': 38.1,
  'slow-phone-presses.test.ts': 34.1,
  'product-before-hydration.test.ts': 30.1,
  'load.test.ts': 27.7,
  'admin-everyday.test.ts': 27.5,
  'publish-loop.test.ts': 24.5,
  'admin-a11y.test.ts': 23.5,
  'public-pages.test.ts': 21.9,
  'catalogue-ux.test.ts': 18.8,
  'quote-ux.test.ts': 18.2,
  'public-navigation.test.ts': 18.0,
  'bilingual.test.ts': 17.6,
  'quotation.test.ts': 17.3,
  'admin-products.test.ts': 15.4,
  'public-keyboard.test.ts': 15.0,
  'product-rich-page.test.ts': 14.8,
  'public-catalogue.test.ts': 14.8,
  'public-contact.test.ts': 14.4,
  'contact-lead.test.ts': 11.5,
  'admin-two-factor.test.ts': 11.1,
  'admin-save-shortcut.test.ts': 11.0,
  'after-sales-walk.test.ts': 10.6,
  'admin-activity.test.ts': 10.1,
  'admin-instruments.test.ts': 9.6,
  'quote-basket.test.ts': 9.1,
  'portal.test.ts': 9.0,
  'steady-layout.test.ts': 9.0,
  'service-request.test.ts': 8.9,
  'admin-archive.test.ts': 8.8,
  'admin-settings.test.ts': 8.8,
  'admin-catalogue-io.test.ts': 8.7,
  'admin-product-list.test.ts': 8.7,
  'admin-two-factor-codes.test.ts': 8.7,
  'csp.test.ts': 8.4,
  'admin-bilingual.test.ts': 8.1,
  'admin-bulk-price.test.ts': 8.1,
  'feeds.test.ts': 8.1,
  'admin-list-url.test.ts': 7.9,
  'admin-operations.test.ts': 7.7,
  'admin-phone-lists.test.ts': 7.7,
  'admin-scheduling.test.ts': 7.6,
  'admin-large-pdf.test.ts': 7.3,
  'public-hero.test.ts': 7.1,
  'admin-contacts.test.ts': 6.9,
  'admin-auth.test.ts': 6.8,
  'admin-job-resume.test.ts': 6.7,
  'public-phone.test.ts': 6.3,
  'admin-image-upload.test.ts': 6.2,
  'analytics-routing.test.ts': 6.0,
  'public-seo-text.test.ts': 6.0,
  'admin-feed.test.ts': 5.6,
  'compare.test.ts': 5.6,
  'public-contact-status.test.ts': 5.6,
  'admin-categories.test.ts': 5.5,
  'admin-search.test.ts': 5.5,
  'vitals.test.ts': 5.4,
  'public-product.test.ts': 5.3,
  'admin-words.test.ts': 5.1,
  'admin-offline.test.ts': 4.7,
  'admin-session-draft.test.ts': 4.6,
  'admin-product-media.test.ts': 4.5,
  'admin-certificates.test.ts': 4.4,
  'contrast.test.ts': 4.4,
  'product-gallery-photos.test.ts': 4.4,
  'admin-procurement.test.ts': 4.2,
  'one-language.test.ts': 4.2,
  'admin-rupiah.test.ts': 4.1,
  'product-procurement.test.ts': 4.1,
  'whatsapp-template.test.ts': 3.9,
  'admin-service-desk.test.ts': 3.7,
  'warranty-check.test.ts': 3.7,
  'admin-phone.test.ts': 3.5,
  'admin-login-challenge.test.ts': 3.0,
  'catalogue-procurement.test.ts': 3.0,
  'admin-import-preview.test.ts': 2.3,
  'admin-reminders.test.ts': 2.3,
  'chromium-flags.test.ts': 1.5,
  'build-output.test.ts': 1.4,
  'admin-dashboard-phone.test.ts': 1.0,
  'site-address.test.ts': 0.0,
};

const UNLISTED_SECONDS = 5;

/**
 * The files of half `index` (1-based) of `count`: the longest file first to the half with the least
 * time so far (ties to the lower half, then by name), so every lane computes the same split.
 */
export function balancedShard<T>(files: readonly T[], path: (file: T) => string, index: number, count: number): T[] {
  const seconds = (file: T) => E2E_FILE_SECONDS[basename(path(file))] ?? UNLISTED_SECONDS;
  const ordered = [...files].sort((a, b) => seconds(b) - seconds(a) || path(a).localeCompare(path(b)));
  const totals = Array.from({ length: count }, () => 0);
  const halves = Array.from({ length: count }, (): T[] => []);
  for (const file of ordered) {
    const least = totals.indexOf(Math.min(...totals));
    totals[least]! += seconds(file);
    halves[least]!.push(file);
  }
  return halves[index - 1] ?? [];
}
