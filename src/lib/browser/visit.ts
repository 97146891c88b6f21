const SESSION_FLAG = 'rawlab:visit-sent';

/** The page-view beacon: once per browser session, never blocking the page (spec: visitor stats). */
export function sendVisitOnce(): void {
  try {
    if (sessionStorage.getItem(SESSION_FLAG)) return;
    sessionStorage.setItem(SESSION_FLAG, '1');
  } catch {
    // Storage blocked (private mode on some browsers): count the view anyway, at most once per page.
  }
  const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/visit');
  if (!sent) void fetch('/api/visit', { method: 'POST', keepalive: true }).catch(() => undefined);
}
