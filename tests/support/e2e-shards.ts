import { basename } from 'node:path';

/**
 * How long each browser file takes, in seconds, as the two halves of `npm test` ran side by side on
 * a two-core machine: the mean of two fresh-clone CI runs (2026-12-06; one run alone is off by up
 * to a fifth for a file; a file whose tests changed since, its last run). `npm test` splits the
 * browser files into halves of equal time with it: vitest's own `--shard` splits them by a hash of
 * their path, which can give one half far more of the long files (the files that rebuild the site
 * among them) than the other. A file not
 * listed counts as UNLISTED_SECONDS; the figures need only be roughly right.
 */
export const E2E_FILE_SECONDS: Readonly<Record<string, number>> = {
  'fresh-layer.test.ts': 39,
  'admin-publish.test.ts': 36,
  'slow-phone-presses.test.ts': 34,
  'product-before-hydration.test.ts': 31,
  'publish-loop.test.ts': 29,
  'admin-everyday.test.ts': 28,
  'admin-a11y.test.ts': 26,
  'bilingual.test.ts': 24,
  'public-pages.test.ts': 24,
  'public-navigation.test.ts': 19,
  'load.test.ts': 18,
  'quotation.test.ts': 16,
  'catalogue-ux.test.ts': 15,
  'quote-ux.test.ts': 15,
  'public-catalogue.test.ts': 14,
  'public-keyboard.test.ts': 14,
  'admin-products.test.ts': 12,
  'public-contact.test.ts': 12,
  'product-rich-page.test.ts': 11,
  'quote-basket.test.ts': 11,
  'admin-archive.test.ts': 10,
  'admin-product-list.test.ts': 10,
  'contact-lead.test.ts': 10,
  'admin-instruments.test.ts': 9,
  'admin-settings.test.ts': 9,
  'admin-activity.test.ts': 8,
  'admin-bulk-price.test.ts': 8,
  'admin-login-challenge.test.ts': 8,
  'admin-two-factor.test.ts': 8,
  'service-request.test.ts': 8,
  'steady-layout.test.ts': 8,
  'admin-bilingual.test.ts': 7,
  'admin-contacts.test.ts': 7,
  'admin-image-upload.test.ts': 7,
  'admin-job-resume.test.ts': 7,
  'admin-list-url.test.ts': 7,
  'admin-operations.test.ts': 7,
  'feeds.test.ts': 7,
  'portal.test.ts': 7,
  'public-product.test.ts': 7,
  'admin-auth.test.ts': 6,
  'admin-catalogue-io.test.ts': 6,
  'admin-scheduling.test.ts': 6,
  'admin-two-factor-codes.test.ts': 6,
  'after-sales-walk.test.ts': 6,
  'analytics-routing.test.ts': 6,
  'compare.test.ts': 6,
  'csp.test.ts': 6,
  'public-contact-status.test.ts': 6,
  'public-hero.test.ts': 6,
  'public-phone.test.ts': 6,
  'admin-categories.test.ts': 5,
  'admin-large-pdf.test.ts': 5,
  'admin-phone-lists.test.ts': 5,
  'vitals.test.ts': 5,
  'admin-feed.test.ts': 4,
  'admin-offline.test.ts': 4,
  'admin-product-media.test.ts': 4,
  'admin-rupiah.test.ts': 4,
  'admin-search.test.ts': 4,
  'admin-service-desk.test.ts': 4,
  'admin-words.test.ts': 4,
  'contrast.test.ts': 4,
  'product-gallery-photos.test.ts': 4,
  'product-procurement.test.ts': 4,
  'public-seo-text.test.ts': 4,
  'whatsapp-template.test.ts': 4,
  'admin-phone.test.ts': 3,
  'admin-procurement.test.ts': 3,
  'admin-save-shortcut.test.ts': 3,
  'admin-session-draft.test.ts': 3,
  'catalogue-procurement.test.ts': 3,
  'one-language.test.ts': 3,
  'warranty-check.test.ts': 3,
  'admin-certificates.test.ts': 2,
  'admin-import-preview.test.ts': 2,
  'admin-reminders.test.ts': 2,
  'admin-dashboard-phone.test.ts': 1,
  'build-output.test.ts': 1,
  'chromium-flags.test.ts': 1,
  'site-address.test.ts': 0,
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
