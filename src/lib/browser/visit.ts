import { apiRequest } from './api-client.ts';

const SESSION_FLAG = 'rawlab:visit-sent';

/**
 * The page-view beacon: once per browser session, never blocking the page (the dashboard's visitor
 * count). A beacon, not the API client, because it outlives the page and needs no answer; the client's
 * keepalive request stands in where beacons are missing or refused.
 */
export function sendVisitOnce(): void {
  try {
    if (sessionStorage.getItem(SESSION_FLAG)) return;
    sessionStorage.setItem(SESSION_FLAG, '1');
  } catch {
    // Storage blocked (private mode on some browsers): count the view anyway, at most once per page.
  }
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/visit');
  if (!sent) void apiRequest('/api/visit', { json: {}, keepalive: true }).catch(() => undefined);
}
