const SESSION_FLAG = 'rawlab:visit-sent';
/** Tries after a 429 ("too many new visitors from this address this minute"), waiting as told. */
const MAX_TRIES = 4;
const MAX_WAIT_MS = 120_000;

/**
 * The page-view beacon: once per browser session, never blocking the page (the dashboard's visitor
 * count). A keepalive request, so it outlives the page. The server counts each browser once a day
 * and at most 10 new browsers a minute from one address; an office whose people arrive in the same
 * minute behind one address gets 429s with Retry-After, and each of those browsers tries again then,
 * so every one of them is still counted (while its page is open) and the per-address bound holds.
 */
export function sendVisitOnce(): void {
  try {
    if (sessionStorage.getItem(SESSION_FLAG)) return;
    sessionStorage.setItem(SESSION_FLAG, '1');
  } catch {
    // Storage blocked (private mode on some browsers): count the view anyway, at most once per page.
  }
  void send(1);
}

async function send(attempt: number): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/visit', { method: 'POST', keepalive: true, credentials: 'omit' });
  } catch {
    return;
  }
  if (response.status !== 429 || attempt >= MAX_TRIES) return;
  const seconds = Number(response.headers.get('retry-after'));
  const wait = Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000, MAX_WAIT_MS);
  // Spread over a second so an office's browsers do not all come back at the same instant.
  setTimeout(() => void send(attempt + 1), wait + Math.random() * 1000);
}
