import type { VitalsPageType } from '#shared/vitals/metrics.ts';
import { isBotUserAgent } from '#shared/vitals/robots.ts';

/*
 * Starts the Core Web Vitals reporter of a public page once the page is idle, so neither its code
 * (web-vitals, loaded as a chunk of its own) nor its start competes with the page's first paint or
 * its first interaction. The metrics it needs from before that are buffered by the browser
 * (PerformanceObserver's `buffered`). Robots and automated browsers report nothing (decision 028).
 */

const IDLE_TIMEOUT_MS = 5_000;

export function reportVitalsWhenIdle(): void {
  // Written by the layout at build time from the known page types; none on a page that reports nothing.
  const page = document.body.dataset.vitalsPage as VitalsPageType | undefined;
  const lang = document.documentElement.lang;
  if (!page || (lang !== 'id' && lang !== 'en')) return;
  if (navigator.webdriver || isBotUserAgent(navigator.userAgent)) return;
  if (typeof navigator.sendBeacon !== 'function') return;
  const start = () => {
    import('./vitals-reporter.ts')
      .then(({ startVitalsReport }) => startVitalsReport(page, lang))
      // A chunk that failed to load costs this view's report, nothing the visitor sees.
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(start, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
