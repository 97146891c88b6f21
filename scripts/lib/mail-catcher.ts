import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MailDev } from 'maildev';

/*
 * The local mail catcher: MailDev's SMTP server and web inbox (a dev dependency), so `npm start`
 * shows every mail the site sends without sending any. Mails are kept in DATA_DIR/mail and survive a
 * restart. Tests start their own on free ports and read it through its REST API (`GET /api/email`).
 */

export interface MailCatcher {
  smtpPort: number;
  webPort: number;
  /** The web inbox. */
  url: string;
  /** `smtp://127.0.0.1:PORT`, what SMTP_URL is set to. */
  smtpUrl: string;
  stop: () => Promise<void>;
}

export async function startMailCatcher(options: {
  smtpPort: number;
  webPort: number;
  mailDirectory?: string;
}): Promise<MailCatcher> {
  // Without a folder named, a catcher keeps its mails in a fresh one of its own (removed when it
  // stops): MailDev's default is one /tmp/maildev for every catcher on the machine, which catchers
  // of test files running side by side would share.
  const ownDirectory = options.mailDirectory ? undefined : mkdtempSync(join(tmpdir(), 'rawlab-maildev-'));
  const maildev = new MailDev({
    smtp: options.smtpPort,
    web: options.webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory: resolve(options.mailDirectory ?? ownDirectory!),
  });
  await maildev.start();
  return {
    smtpPort: options.smtpPort,
    webPort: options.webPort,
    url: `http://localhost:${options.webPort}/`,
    smtpUrl: `smtp://127.0.0.1:${options.smtpPort}`,
    stop: async () => {
      await maildev.stop();
      if (ownDirectory) rmSync(ownDirectory, { recursive: true, force: true });
    },
  };
}

/** A received mail as MailDev's REST API answers it (the fields the tests read). */
export interface CaughtMail {
  id: string;
  subject: string;
  text?: string;
  to: { address: string; name: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
}

export async function caughtMails(catcher: Pick<MailCatcher, 'webPort'>): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${catcher.webPort}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** The raw message as the SMTP server received it (headers such as Reply-To are only here). */
export async function caughtSource(catcher: Pick<MailCatcher, 'webPort'>, id: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${catcher.webPort}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  return response.text();
}
