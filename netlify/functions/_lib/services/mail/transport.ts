import { smtpSettings, type SmtpSettings } from '../../env.ts';

/*
 * The only module that talks SMTP (nodemailer). Short timeouts: a drain runs after the visitor has
 * their answer, but a dead server must not hold a function open for nodemailer's default two minutes.
 */

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Files sent with the mail (a quotation's PDF), kept in the queue as base64. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}

/** Sends one mail; resolves when the SMTP server accepted it, rejects with its reason otherwise. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Whether mail can be sent at all; an invalid SMTP variable counts as not configured (and is logged). */
export function mailConfigured(): boolean {
  try {
    return smtpSettings() !== null;
  } catch (error) {
    console.error('Mail is not configured:', error instanceof Error ? error.message : error);
    return false;
  }
}

async function transportFor(settings: SmtpSettings) {
  // nodemailer loads with the first mail sent, not with every function that can queue one.
  const { default: nodemailer } = await import('nodemailer');
  if (settings.url) return nodemailer.createTransport({ url: settings.url, ...TIMEOUTS });
  return nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    ...TIMEOUTS,
  });
}

/** A sender for the configured SMTP server, or null when mail is not configured. */
export function smtpSender(): SendMail | null {
  const settings = smtpSettings();
  if (!settings) return null;
  return async (mail) => {
    const transport = await transportFor(settings);
    try {
      const { attachments, ...message } = mail;
      await transport.sendMail({
        from: settings.from,
        ...message,
        ...(attachments?.length
          ? {
              attachments: attachments.map((file) => ({
                filename: file.filename,
                contentType: file.content_type,
                content: Buffer.from(file.content_base64, 'base64'),
              })),
            }
          : {}),
      });
    } finally {
      transport.close();
    }
  };
}
