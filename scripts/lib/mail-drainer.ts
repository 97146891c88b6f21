import { requestDeps } from '#server/deps.ts';
import { drainMailQueue } from '#server/services/mail/index.ts';

/**
 * The local stand-in for the every-minute `mail-sender` function: the same drain, every few seconds,
 * one at a time. Mails are still first tried right after their request (contact.mts).
 */
export function startMailDrainer(intervalMs = 5_000): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drainMailQueue(requestDeps())
      .then((result) => {
        if (result.sent || result.failed) console.log(`[mail] ${result.sent} sent, ${result.failed} failed`);
      })
      .catch((error: unknown) => console.error('[mail] drain failed:', error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
