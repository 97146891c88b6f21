import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../support/free-ports.ts';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps, type Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { NOTIFY_PER_HOUR } from '#server/services/mail/notifications.ts';
import { drainMailQueue, queueMail, type QueuedMail } from '#server/services/mail/queue.ts';
import { caughtMails, caughtSource, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import { call, login } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';

/*
 * Notifications and auto-replies through a real SMTP server: MailDev (the catcher `npm start` runs),
 * on a store of this file's own so the settings switches are not shared with other files.
 */

const COMPANY_EMAIL = 'sales@rawlab-mail.test';
let restoreStore: () => Promise<void>;
let catcher: MailCatcher;
let token: string;
let ipCounter = 0;
const nextIp = () => `100.70.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function useSmtp(url: string) {
  process.env.SMTP_URL = url;
  resetEnvCache();
}

/** Services' dependencies with the clock moved forward, to reach a mail's next try. */
const later = (minutes: number): Deps => ({ ...requestDeps(), now: () => new Date(Date.now() + minutes * 60_000) });

async function submitContact(email: string, extra: Record<string, string> = {}) {
  const challenge = await call('/api/captcha');
  return call('/api/contact', {
    method: 'POST',
    ip: nextIp(),
    json: {
      fullName: 'Dewi Lestari',
      email,
      company: 'PT Uji Mutu',
      phone: '0812-8880-4512',
      message: 'Butuh pH meter untuk 3 lab QC.',
      captcha: await solveCaptchaForTests(challenge.body),
      ...extra,
    },
  });
}

/** Keys of the queued mails a drainer has claimed and is sending now. */
const sendingMails = async () => {
  const { db } = requestDeps();
  const mails = await Promise.all(
    (await db.keys('mail/queue/')).map(async (key) => ({ key, mail: await db.get<QueuedMail>(key) })),
  );
  return mails.filter(({ mail }) => mail?.state === 'sending').map(({ key }) => key);
};

const mailsFor = async (inbox: MailCatcher, predicate: (to: string, subject: string, text: string) => boolean) =>
  (await caughtMails(inbox)).filter((mail) =>
    mail.to.some((to) => predicate(to.address, mail.subject, mail.text ?? '')),
  );

beforeAll(async () => {
  ({ restore: restoreStore } = await useOwnStore('mail'));
  const [smtpPort, webPort] = await freePorts(2);
  catcher = await startMailCatcher({ smtpPort: smtpPort!, webPort: webPort! });
  useSmtp(catcher.smtpUrl);
  token = await login();
  const current = (await call('/api/settings', { token })).body;
  const saved = await call('/api/settings/1', {
    method: 'PUT',
    token,
    json: {
      ...current,
      whatsapp_number: '6281288804512',
      company_email: COMPANY_EMAIL,
      enable_notifications: true,
      auto_reply: true,
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.data.mail_configured).toBe(true);
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
  await restoreStore?.();
});

describe('contact notifications by email', () => {
  it('notifies the company once and auto-replies to the visitor once, through SMTP', async () => {
    const visitor = `dewi-${Date.now()}@lab.example`;
    const sent = await submitContact(visitor);
    expect(sent.status).toBe(201);

    const notification = () =>
      mailsFor(catcher, (to, _subject, text) => to === COMPANY_EMAIL && text.includes(visitor));
    const reply = () => mailsFor(catcher, (to) => to === visitor);
    await expect.poll(async () => (await notification()).length).toBe(1);
    await expect.poll(async () => (await reply()).length).toBe(1);

    const [toCompany] = await notification();
    expect(toCompany!.subject).toBe('Pesan kontak baru: Dewi Lestari (PT Uji Mutu)');
    expect(toCompany!.text).toContain('Telepon/WA : 0812-8880-4512');
    expect(toCompany!.text).toContain('Butuh pH meter untuk 3 lab QC.');
    expect(await caughtSource(catcher, toCompany!.id)).toMatch(new RegExp(`^Reply-To: ${visitor}`, 'im'));
    const [toVisitor] = await reply();
    expect(toVisitor!.subject).toMatch(/^Terima kasih telah menghubungi /);
    expect(toVisitor!.text).toMatch(/^Halo,$/m);
    expect(toVisitor!.text).not.toContain('Dewi');

    // Nothing left to send: another drain sends nothing twice.
    expect(await drainMailQueue(later(60))).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect((await notification()).length).toBe(1);
    expect((await reply()).length).toBe(1);
    const status = await call('/api/admin/mail', { token });
    expect(status.body).toMatchObject({ configured: true, pending: 0, failed: 0, last_error: null });
    expect(status.body.last_sent_at).toEqual(expect.any(String));
  });

  it('notifies the company of a quote request once, with its reference and lines', async () => {
    const institution = `Lab Kualitas Air ${Date.now()}`;
    const challenge = await call('/api/captcha');
    const sent = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: {
        items: [{ product_id: 987_654, quantity: 3 }],
        customer: { name: 'Rina', institution, phone: '0812 1111 2222', city: 'Bandung', notes: 'Untuk anggaran 2027' },
        captcha: await solveCaptchaForTests(challenge.body),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const reference: string = sent.body.quote.reference;

    const notification = () =>
      mailsFor(catcher, (to, _subject, text) => to === COMPANY_EMAIL && text.includes(institution));
    await expect.poll(async () => (await notification()).length).toBe(1);
    const [mail] = await notification();
    expect(mail!.subject).toBe(`Permintaan penawaran baru ${reference}: Rina (${institution})`);
    expect(mail!.text).toContain('Telepon/WA : 0812-1111-2222');
    // The server's pricing, not the visitor's: an unknown product is flagged, never dropped.
    expect(mail!.text).toContain('1. Produk #987654 (-) × 3 (tidak tersedia)');
    expect(mail!.text).toContain('Untuk anggaran 2027');
    expect(await drainMailQueue(later(60))).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect((await notification()).length).toBe(1);
  });

  it('sends nothing with both switches off', async () => {
    const current = (await call('/api/settings', { token })).body;
    const off = { ...current, enable_notifications: false, auto_reply: false };
    delete off.mail_configured;
    expect((await call('/api/settings/1', { method: 'PUT', token, json: off })).status).toBe(200);
    try {
      const visitor = `quiet-${Date.now()}@lab.example`;
      expect((await submitContact(visitor)).status).toBe(201);
      expect((await call('/api/admin/mail', { token })).body).toMatchObject({ pending: 0, failed: 0 });
      expect(await drainMailQueue(later(60))).toEqual({ sent: 0, failed: 0, skipped: 0 });
      expect(await mailsFor(catcher, (to, _s, text) => to === visitor || text.includes(visitor))).toEqual([]);
    } finally {
      const back = { ...off, enable_notifications: true, auto_reply: true };
      expect((await call('/api/settings/1', { method: 'PUT', token, json: back })).status).toBe(200);
    }
  });

  it('a dead SMTP server neither delays nor fails the submission; the mail waits, is retried and is sent later', async () => {
    // An SMTP server that accepts connections and never greets: a send hangs until nodemailer gives up.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    // Both ports chosen at once: the catcher that comes back later must not get the silent server's port.
    const [port, retryWebPort] = (await freePorts(2)) as [number, number];
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    useSmtp(`smtp://127.0.0.1:${port}`);
    let retryCatcher: MailCatcher | undefined;
    try {
      const visitor = `retry-${Date.now()}@lab.example`;
      const answer = await submitContact(visitor);
      expect(answer.status).toBe(201);
      expect(answer.body.success).toBe(true);
      // The answer came back while the send was still stuck at the SMTP server.
      await expect.poll(() => sockets.size).toBeGreaterThan(0);

      // The server dies (its port closed): the try fails, the failure is visible, the mails wait.
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
      await expect
        .poll(async () => (await call('/api/admin/mail', { token })).body, { timeout: 30_000 })
        .toMatchObject({ pending: 2, failed: 0, last_error: { message: expect.any(String) } });
      // Before the retry is due nothing is tried; once due, a closed port fails again and stays queued.
      expect(await drainMailQueue(requestDeps())).toMatchObject({ sent: 0 });
      expect(await drainMailQueue(later(2))).toMatchObject({ sent: 0, failed: 2 });
      expect((await call('/api/admin/mail', { token })).body).toMatchObject({ pending: 2, failed: 0 });

      // The server comes back on the same address: the next due drain sends both, once.
      retryCatcher = await startMailCatcher({ smtpPort: port, webPort: retryWebPort });
      expect(await drainMailQueue(later(10))).toMatchObject({ sent: 2, failed: 0 });
      const delivered = await mailsFor(retryCatcher, (to, _s, text) => to === visitor || text.includes(visitor));
      expect(delivered.map((mail) => mail.to[0]!.address).sort()).toEqual([COMPANY_EMAIL, visitor].sort());
      expect((await call('/api/admin/mail', { token })).body).toMatchObject({
        pending: 0,
        failed: 0,
        last_error: null,
      });
    } finally {
      silent.close();
      await retryCatcher?.stop();
      useSmtp(catcher.smtpUrl);
    }
  });

  it('two drainers racing over the same queue send each mail once', async () => {
    const tag = `race-${Date.now()}`;
    const deps = requestDeps();
    for (let index = 0; index < 12; index++) {
      await queueMail(deps, 'test', { to: `${tag}-${index}@lab.example`, subject: `${tag} ${index}`, text: 'x' });
    }
    const [first, second] = await Promise.all([
      drainMailQueue(requestDeps(), { drainerId: 'first' }),
      drainMailQueue(requestDeps(), { drainerId: 'second' }),
    ]);
    expect(first.sent + second.sent).toBe(12);
    expect(first.failed + second.failed).toBe(0);
    const caught = (await caughtMails(catcher)).filter((mail) => mail.subject.startsWith(tag));
    expect(caught.map((mail) => mail.subject).sort()).toEqual(
      Array.from({ length: 12 }, (_, index) => `${tag} ${index}`).sort(),
    );
  });

  it('a flood naming one address: the address gets one auto-reply, the company a handful and one summary', async () => {
    const victim = `victim-${Date.now()}@lab.example`;
    const link = 'https://phish.example/login';
    const before = (await call('/api/admin/mail', { token })).body.pending;
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        // Addresses vary in case and spaces: the same mailbox all the same.
        submitContact(index % 2 ? victim.toUpperCase() : victim, { fullName: `${link}?${index}` }),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(200).fill(201));
    // Each answer drains the queue once it is sent, and those drains may still be at work: a drain with
    // the clock an hour on would take their claims for expired ones and send those mails a second time.
    // So the queue is first drained at the real time (claims honoured) until no mail is being sent.
    await expect
      .poll(
        async () => {
          await drainMailQueue(requestDeps());
          return sendingMails();
        },
        { timeout: 30_000 },
      )
      .toEqual([]);
    // Drain with the clock past the hour's end, so the summary is due too.
    for (let round = 0; round < 20; round++) {
      if ((await drainMailQueue(later(61))).sent === 0) break;
    }
    const toVictim = await mailsFor(catcher, (to) => to.toLowerCase() === victim);
    expect(toVictim).toHaveLength(1);
    expect(toVictim[0]!.text).not.toContain('phish.example');
    const toCompany = await mailsFor(catcher, (to, _s, text) => to === COMPANY_EMAIL && text.includes(link));
    expect(toCompany.length).toBeLessThanOrEqual(NOTIFY_PER_HOUR);
    const summaries = await mailsFor(
      catcher,
      (to, subject) => to === COMPANY_EMAIL && subject.startsWith(`Lebih dari ${NOTIFY_PER_HOUR} pesan masuk`),
    );
    // One for the hour (two only if the burst straddled the hour's end).
    expect(summaries.length).toBeGreaterThanOrEqual(1);
    expect(summaries.length).toBeLessThanOrEqual(2);
    expect(summaries[0]!.text).toContain('Kontak Masuk');
    expect((await call('/api/admin/mail', { token })).body.pending).toBeLessThanOrEqual(before);
  });

  it('Staff may read the mail status; an anonymous caller may not', async () => {
    expect((await call('/api/admin/mail')).status).toBe(401);
  });
});
