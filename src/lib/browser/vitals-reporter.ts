import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { Lang } from '#shared/i18n/lang.ts';
import {
  VIEW_BYTES_LIMIT,
  VITALS_STARTED_MARK,
  shortTarget,
  type VitalMetric,
  type VitalsPageType,
} from '#shared/vitals/metrics.ts';

/*
 * One report per page view: the latest LCP, INP, CLS and TTFB that web-vitals has given, sent once
 * with navigator.sendBeacon when the page is first hidden (a tab switch, leaving, closing); what
 * happens after a tab comes back is not reported again. A beacon
 * carries the page's type and language and, per metric, a short selector of the element or
 * interaction behind it, and the bytes the view transferred: no address, no query, no text of the page, no cookie (credentials are not
 * sent by a same-origin beacon to a site that sets none). Decision 028.
 */

type Measured = { value: number; target?: string };

/**
 * The element's tag with its id, or else its first data attribute's name (not Astro's style scope),
 * or else its first class.
 */
function describe(element: Element): string {
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`;
  const data = element.getAttributeNames().find((name) => name.startsWith('data-') && !name.startsWith('data-astro'));
  if (data) return `${tag}[${data}]`;
  const first = element.classList[0];
  return first ? `${tag}.${first}` : tag;
}

/** The element and its parent, named without any of the page's text (web-vitals' own selector is long). */
function targetOf(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element) return undefined;
  const parent = element.parentElement;
  return shortTarget(
    parent && parent !== document.body ? `${describe(parent)}>${describe(element)}` : describe(element),
  );
}

/**
 * The bytes this view took over the network: the document's and every file's transferSize (headers
 * and compressed body). A file the browser had in its cache counts 0, as it cost the site nothing;
 * a revalidated one counts its headers. Undefined where the browser does not measure it, or where
 * the sum is past what a view can weigh (the report keeps its vitals without it).
 */
function transferredBytes(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (typeof navigation?.transferSize !== 'number') return undefined;
  let total = navigation.transferSize;
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    total += entry.transferSize || 0;
  }
  total = Math.round(total);
  return total <= VIEW_BYTES_LIMIT ? total : undefined;
}

/** What a visitor interacts with: a click on a button's icon is a click on the button. */
const CONTROL = 'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [tabindex]';

/** The control an interaction reached (its icon's path names nothing), else the element itself. */
function interactionTargetOf(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  return targetOf(element?.closest(CONTROL) ?? element ?? null);
}

export function startVitalsReport(page: VitalsPageType, lang: Lang): void {
  const metrics: Partial<Record<VitalMetric, Measured>> = {};
  const options = { generateTarget: targetOf };
  onLCP((metric) => (metrics.LCP = { value: metric.value, target: metric.attribution.target }), options);
  // Every change of INP, not only the final one: web-vitals takes in an interaction when the browser
  // is next idle (up to 1 s), and on a page hidden before that it does not call back with the final
  // value, so a visitor who clicks and leaves at once would report no INP. The latest value is sent.
  onINP((metric) => (metrics.INP = { value: metric.value, target: metric.attribution.interactionTarget }), {
    generateTarget: interactionTargetOf,
    reportAllChanges: true,
  });
  onCLS((metric) => (metrics.CLS = { value: metric.value, target: metric.attribution.largestShiftTarget }), options);
  onTTFB((metric) => (metrics.TTFB = { value: metric.value }));

  let sent = false;
  const send = () => {
    if (sent || !Object.keys(metrics).length) return;
    sent = true;
    // Counted once, when the view ends: its files loaded so far are what it cost.
    navigator.sendBeacon('/api/vitals', JSON.stringify({ page, lang, metrics, bytes: transferredBytes() }));
  };
  // On the document, so it runs after web-vitals' own listeners on the window have reported the
  // final values of this view. Not on pagehide: leaving a page fires it before visibilitychange, when
  // INP and CLS are not final yet, and every browser since Safari 14.5 hides a page it leaves.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // From here on every interaction is measured (before, only those the browser buffers: the slow
  // ones); the mark shows it in the browser's performance timeline.
  performance.mark(VITALS_STARTED_MARK);
}
