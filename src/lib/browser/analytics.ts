import { businessHoursNote } from '#shared/whatsapp/business-hours.ts';
import type { BusinessHours } from '#shared/settings/routing.ts';
import { routeWhatsAppNumber } from '#shared/whatsapp/routing.ts';
import { apiRequest } from './api-client.ts';

/*
 * The public pages' analytics: product views and WhatsApp clicks, sent as beacons to /api/track
 * with the visit's UTM parameters. No cookies and nothing in localStorage: the UTM values and the
 * set of products already viewed live in sessionStorage, so they end with the visit.
 * navigator.sendBeacon (the API client's keepalive request where it is missing) lets a click that
 * opens wa.me in the same tab still be counted: a beacon outlives the page and needs no answer, which
 * is why it stays a beacon rather than going through the client.
 */

const UTM_KEY = 'rawlab:utm';
const VIEWED_KEY = 'rawlab:viewed';
const SEED_KEY = 'rawlab:seed';

type Utm = { source: string; medium: string; campaign: string };

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the landing URL's utm_source/medium/campaign for the rest of the visit (a new campaign link replaces them). */
export function captureUtm(search = location.search): void {
  const params = new URLSearchParams(search);
  const utm: Utm = {
    source: params.get('utm_source') ?? '',
    medium: params.get('utm_medium') ?? '',
    campaign: params.get('utm_campaign') ?? '',
  };
  if (!utm.source && !utm.medium && !utm.campaign) return;
  session()?.setItem(UTM_KEY, JSON.stringify(utm));
}

/** The visit's UTM values (for a form that sends them along, e.g. the quote request). */
export function visitUtm(): Utm | undefined {
  try {
    const stored = session()?.getItem(UTM_KEY);
    return stored ? (JSON.parse(stored) as Utm) : undefined;
  } catch {
    return undefined;
  }
}

function send(body: Record<string, unknown>): void {
  const counted = { ...body, utm: visitUtm() };
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/track', JSON.stringify(counted)))
      return;
  } catch {
    // A browser refusing the beacon: fall through to a keepalive request.
  }
  void apiRequest('/api/track', { json: counted, keepalive: true }).catch(() => undefined);
}

/** Counts a product page view, once per product per visit. */
export function trackProductView(productId: number): void {
  const store = session();
  let viewed: number[] = [];
  try {
    viewed = JSON.parse(store?.getItem(VIEWED_KEY) ?? '[]') as number[];
  } catch {
    viewed = [];
  }
  if (viewed.includes(productId)) return;
  store?.setItem(VIEWED_KEY, JSON.stringify([...viewed, productId].slice(-200)));
  send({ kind: 'view', productIds: [productId] });
}

/**
 * Counts a WhatsApp click: 'order' (one product's order button), 'quote' (the quote list sent,
 * with its product ids) or 'chat' (a general chat link). Call it in the click handler; it never
 * delays the navigation.
 */
export function trackWhatsAppClick({
  kind,
  productIds,
}: {
  kind: 'order' | 'quote' | 'chat';
  productIds?: Array<string | number>;
}): void {
  send({ kind, productIds: productIds?.map(Number) ?? [] });
}

/** Counts a download of one of a product's documents (datasheet, manual, certificate). */
export function trackDownload(productId: number): void {
  send({ kind: 'download', productIds: [productId] });
}

/** One random number per visit: which of the sales numbers this visitor's chats go to. */
export function visitSeed(): number {
  const store = session();
  const stored = Number(store?.getItem(SEED_KEY));
  if (Number.isInteger(stored) && stored > 0) return stored;
  const seed = 1 + Math.floor(Math.random() * 2 ** 30);
  store?.setItem(SEED_KEY, String(seed));
  return seed;
}

/**
 * Wires the prerendered chat links (`[data-wa-chat]`: footer, landing contact): routes each to a
 * sales number when the build's settings list some, and counts their clicks. Fills the
 * `[data-hours-note]` elements when the team is outside business hours.
 */
export function wireChatLinks(root: ParentNode = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-wa-chat]')) {
    const sales = (link.dataset.waSales ?? '').split(',').filter(Boolean);
    if (sales.length) {
      const url = new URL(link.href);
      const number = routeWhatsAppNumber(
        { whatsapp_number: url.pathname.slice(1), sales_numbers: sales },
        {},
        visitSeed(),
      );
      url.pathname = `/${number}`;
      link.href = url.href;
    }
    link.addEventListener('click', () => trackWhatsAppClick({ kind: 'chat' }));
  }
  for (const note of root.querySelectorAll<HTMLElement>('[data-hours-note]')) {
    try {
      const hours = JSON.parse(note.dataset.hoursNote ?? 'null') as BusinessHours | null;
      const text = hours && businessHoursNote(hours, new Date(), document.documentElement.lang === 'en' ? 'en' : 'id');
      if (text) {
        note.textContent = text;
        note.hidden = false;
      }
    } catch {
      // Malformed hours: show nothing rather than a wrong time.
    }
  }
}
