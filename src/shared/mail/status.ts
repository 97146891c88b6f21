/** GET /api/admin/mail: the outgoing mail queue as the admin sees it. */
export interface MailStatus {
  /** SMTP is configured on the server; without it nothing is queued or sent. */
  configured: boolean;
  /** Waiting for their first try or for a retry. */
  pending: number;
  /** Gave up after every retry. */
  failed: number;
  /** The most recent failed try, whether or not it will be retried. */
  last_error: { message: string; at: string; subject: string } | null;
  last_sent_at: string | null;
}
