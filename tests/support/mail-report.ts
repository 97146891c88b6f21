import { requestDeps } from '#server/deps.ts';
import type { QueuedMail } from '#server/services/mail/queue.ts';
import { caughtMails, type MailCatcher } from '#scripts/lib/mail-catcher.ts';

/**
 * What the mail queue of the store this file uses holds, and the subjects the catcher caught: the
 * failure message of a test whose awaited mail did not come, so a mail never sent can be told from a
 * mail sent late or sent elsewhere.
 */
export async function mailReport(catcher: Pick<MailCatcher, 'webPort'>): Promise<string> {
  const { db } = requestDeps();
  const queued = await Promise.all(
    (await db.keys('mail/queue/')).map(async (key) => {
      const mail = await db.get<QueuedMail>(key);
      return (
        mail && {
          key,
          subject: mail.subject,
          state: mail.state,
          attempts: mail.attempts,
          next: mail.next_attempt_at,
          claim: mail.claim,
          error: mail.last_error,
        }
      );
    }),
  );
  const caught = (await caughtMails(catcher)).map((mail) => mail.subject);
  return `at ${new Date().toISOString()}\nqueued: ${JSON.stringify(queued)}\ncaught: ${JSON.stringify(caught)}`;
}
