import { afterAll, describe, expect } from 'vitest';
import { requestDeps, type Deps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { checkStore } from '#server/services/maintenance/index.ts';
import { hasQuotesByEmail } from '#server/services/quotes/index.ts';
import { createSignInLink, LINK_TTL_MS, useSignInLink } from '#server/services/portal/index.ts';
import { storeServiceRequest } from '#server/services/service-desk/index.ts';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { sweepOldWindows } from '#server/services/portal/links.ts';
import { caughtMails, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import { call, login } from '../support/api.ts';
import { freePorts } from '../support/free-ports.ts';
import { pdfWith } from '../support/pdf-samples.ts';
import { askLink, mailedTokens, me, nextIp, signIn, signInLink, useLink } from '../support/portal-api.ts';
import {
  COMPLETE_LETTER_SETTINGS,
  changeSettings,
  newRequest,
  pathOf,
  sentQuotation,
  testProduct,
  type TestProduct,
} from '../support/quotation-api.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The customer portal: sign-in links mailed through MailDev (single use, racing uses, 30 minutes on a
 * controlled clock, the same answer for any email, limits per address and per email), the session
 * cookie and signing out everywhere, and `GET /api/portal/me` answering one customer's own records.
 * On a store of the file's own: it changes Settings to send quotations.
 */

const run = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
let catcher: MailCatcher;
let token: string;
let product: TestProduct;
const mailedTo = (email: string) => mailedTokens(catcher, email);
const linkFor = (email: string) => signInLink(catcher, email);
const signedIn = (email: string) => signIn(catcher, email);

it.beforeAll(async () => {
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = catcher.smtpUrl;
  resetEnvCache();
  token = await login();
  await changeSettings(token, { ...COMPLETE_LETTER_SETTINGS, company_name: 'PT RawLab Instrumen' });
  product = await testProduct(token);
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
});

describe('POST /api/portal/link', () => {
  it('answers a known and an unknown email alike, and mails only the known one, in both languages', async () => {
    const known = `known-${run}@lab.example`;
    const unknown = `unknown-${run}@lab.example`;
    await newRequest(product, { email: known });
    const forUnknown = await askLink(unknown);
    const forKnown = await askLink(known);
    expect(forUnknown.status).toBe(202);
    expect(forKnown.status).toBe(202);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.body.message).toMatch(/Jika email ini terdaftar/);
    await expect.poll(async () => (await mailedTo(known)).length).toBe(1);
    // The unknown email's link was made like the other and then dropped, unsent.
    await expect
      .poll(async () => {
        const deps = requestDeps();
        const links = await Promise.all((await deps.db.keys('portal/links/')).map((key) => deps.db.get<any>(key)));
        return links.some((link) => link?.email === unknown);
      })
      .toBe(false);
    expect(await mailedTo(unknown)).toEqual([]);
    const mail = (await caughtMails(catcher)).find((item) => item.to.some((to) => to.address === known))!;
    expect(mail.text).toContain('/akun/masuk/?token=');
    expect(mail.text).toContain('/en/account/sign-in/?token=');
    expect(mail.text).toContain('berlaku 30 menit');
    expect(mail.text).toContain('valid for 30 minutes');
  });

  it('refuses a malformed email with a message in the asked language, and nothing is counted', async () => {
    const id = await call('/api/portal/link', { method: 'POST', ip: nextIp(), json: { email: 'bukan email' } });
    expect(id.status).toBe(422);
    expect(id.body.message).toMatch(/alamat email yang valid/);
    const en = await call('/api/portal/link', { method: 'POST', ip: nextIp(), json: { email: 'x@', lang: 'en' } });
    expect(en.status).toBe(422);
    expect(en.body.message).toMatch(/valid email address/);
  });

  it('limits links per address (10 an hour) and per email (5 an hour), known email or not', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await askLink(`limit-ip-${i}-${run}@lab.example`, ip)).status).toBe(202);
    const refused = await askLink(`limit-ip-last-${run}@lab.example`, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Terlalu banyak permintaan tautan dari alamat ini/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    const email = `limit-email-${run}@lab.example`;
    for (let i = 0; i < 5; i++) expect((await askLink(email)).status).toBe(202);
    // From a sixth address, in another spelling: the email is counted, not the address.
    const sixth = await askLink(` LIMIT-email-${run}@LAB.example `, nextIp(), 'en');
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/Too many links were asked for this email/);
  });
});

describe('POST /api/portal/session', () => {
  it('signs in once per link, with an HttpOnly, Lax, 7-day cookie, Secure over HTTPS', async () => {
    const email = `once-${run}@lab.example`;
    await newRequest(product, { email });
    const linkToken = await linkFor(email);
    const first = await useLink(linkToken);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ email });
    const cookie = first.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^rawlab_portal=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${7 * 86_400}`);
    // http://localhost: not Secure, or the browser would drop it.
    expect(cookie).not.toContain('Secure');

    const again = await useLink(linkToken);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/sudah dipakai, kedaluwarsa atau tidak dikenal/);
    expect(again.headers.get('set-cookie')).toBeNull();

    const overHttps = await call('/api/portal/session', {
      method: 'POST',
      ip: nextIp(),
      headers: { 'x-forwarded-proto': 'https' },
      json: { token: await linkFor(email) },
    });
    expect(overHttps.status).toBe(200);
    expect(overHttps.headers.get('set-cookie')).toContain('Secure');
  });

  it('limits sign-in attempts per address (30 in 15 minutes), good links or not', async () => {
    const ip = nextIp();
    for (let i = 0; i < 30; i++) expect((await useLink(`${'B'.repeat(42)}${i % 10}`, ip)).status).toBe(400);
    const refused = await useLink('C'.repeat(43), ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Terlalu banyak percobaan masuk dari alamat ini/);
  });

  it('deletes links and used marks once no valid link can be among them', async () => {
    const start = Date.now();
    const at = (ms: number): Deps => ({ ...requestDeps(), now: () => new Date(start + ms) });
    const old = await createSignInLink(at(0), `sweep-${run}@lab.example`, 'id');
    await useSignInLink(at(1_000), await createSignInLink(at(0), `sweep-${run}@lab.example`, 'id'), 'id');
    const stored = async () =>
      (await requestDeps().db.keys('portal/')).filter((key) => /^portal\/(links|used)\//.test(key));
    const before = await stored();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // An hour and a half later every link made at `start` has expired; its half hour is deleted whole.
    await sweepOldWindows(at(90 * 60_000));
    const after = await stored();
    const window = String(Math.floor(start / LINK_TTL_MS));
    expect(after.filter((key) => key.split('/')[2] === window)).toEqual([]);
    await expect(useSignInLink(at(2_000), old, 'id')).rejects.toMatchObject({ status: 400 });
  });

  it('of two uses of one link racing, exactly one signs in', async () => {
    const email = `race-${run}@lab.example`;
    await newRequest(product, { email });
    const linkToken = await linkFor(email);
    const uses = await Promise.all(Array.from({ length: 6 }, () => useLink(linkToken)));
    expect(uses.map((use) => use.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });

  it('refuses a link after 30 minutes, and an unknown or malformed token', async () => {
    const start = Date.now();
    const at = (ms: number): Deps => ({ ...requestDeps(), now: () => new Date(start + ms) });
    const late = await createSignInLink(at(0), `clock-${run}@lab.example`, 'id');
    await expect(useSignInLink(at(LINK_TTL_MS + 1_000), late, 'en')).rejects.toMatchObject({
      status: 400,
      message: expect.stringMatching(/has been used, has expired or is unknown/),
    });
    // One minute short of the end (in the next half-hour window, as often), it still signs in.
    const inTime = await createSignInLink(at(0), `clock-${run}@lab.example`, 'id');
    await expect(useSignInLink(at(LINK_TTL_MS - 60_000), inTime, 'id')).resolves.toEqual({
      email: `clock-${run}@lab.example`,
      lang: 'id',
    });
    expect((await useLink('A'.repeat(43))).status).toBe(400);
    expect((await useLink('not-a-token')).status).toBe(400);
  });
});

describe('GET /api/portal/me and signing out', () => {
  it("answers 401 JSON without a session, and an admin's token is no session", async () => {
    const none = await me();
    expect(none.status).toBe(401);
    expect(none.body.message).toMatch(/masuk/);
    expect((await me('rawlab_portal=not.a.token')).status).toBe(401);
    expect((await me(`rawlab_portal=${token}`)).status).toBe(401);
  });

  it("lists one customer's own requests and quotations, never another's", async () => {
    const rina = `rina-${run}@lab.example`;
    const budi = `budi-${run}@lab.example`;
    // The request's email typed with capitals and spaces still belongs to the customer.
    const { reference, sent } = await sentQuotation(product, token, { email: `  Rina-${run}@LAB.example ` });
    const plain = await newRequest(product, { email: rina });
    const other = await sentQuotation(product, token, { email: budi });

    const account = await me(await signedIn(rina));
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('private, no-store');
    expect(account.body.email).toBe(rina);
    expect(account.body.quotes.map((quote) => quote.reference).sort()).toEqual([reference, plain.reference].sort());
    expect(account.body.quotes[0]).toMatchObject({
      status: expect.any(String),
      created_at: expect.any(String),
      items: [{ name: product.name, quantity: 3 }],
    });
    expect(account.body.quotations).toEqual([
      expect.objectContaining({
        reference,
        number: `${reference}/R1`,
        revision: 1,
        status: 'sent',
        total: expect.any(Number),
        url: `http://localhost${pathOf(sent.url)}`,
        pdf_url: `http://localhost${pathOf(sent.pdf_url)}`,
      }),
    ]);
    expect(JSON.stringify(account.body)).not.toContain(other.reference);

    const theirs = await me(await signedIn(budi));
    expect(theirs.body.quotes.map((quote) => quote.reference)).toEqual([other.reference]);
    expect(theirs.body.quotations.map((quotation) => quotation.reference)).toEqual([other.reference]);
  });

  it("lists one customer's own instruments and service requests, and mails a link to a customer who has only those", async () => {
    const sari = `sari-${run}@lab.example`;
    const joko = `joko-${run}@lab.example`;
    const unit = (email: string, serial: string) =>
      call('/api/admin/instruments', {
        method: 'POST',
        token,
        json: {
          product_id: product.id,
          serial_number: serial,
          customer: { name: 'Lab Sari', institution: '', email, phone: '' },
          delivered_on: '2025-06-30',
          warranty_months: 12,
          calibration_interval_months: 6,
        },
      });
    const sariUnit = await unit(` SARI-${run}@Lab.example`, `PS-${run}`);
    expect(sariUnit.status).toBe(201);
    // A calibration certificate on her unit: listed with its private download link, moving the due date.
    const form = new FormData();
    for (const [name, value] of Object.entries({
      number: `KAL/${run}`,
      issued_on: '2025-12-20',
      next_due: '2026-06-20',
    }))
      form.set(name, value);
    form.set('file', new File([pdfWith({ label: 'KAL' })], 'sertifikat.pdf', { type: 'application/pdf' }));
    const uploaded = await call(`/api/admin/instruments/${sariUnit.body.data.id}/certificates`, {
      method: 'POST',
      token,
      body: form,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect((await unit(joko, `PJ-${run}`)).status).toBe(201);
    const deps = requestDeps();
    const input = ServiceRequestSchema.parse({
      kind: 'kalibrasi',
      serial_number: `PS-${run}`,
      description: 'Kalibrasi enam bulanan.',
      name: 'Sari',
      email: sari,
      captcha: 'checked by the function',
    });
    const request = await storeServiceRequest(deps, input, [], 'http://localhost');
    await storeServiceRequest(deps, { ...input, email: joko, serial_number: `PJ-${run}` }, [], 'http://localhost');

    // Sari has no quotation request: her units and request make her a customer the link is mailed to.
    const account = await me(await signedIn(sari));
    expect(account.body.quotes).toEqual([]);
    expect(account.body.instruments).toEqual([
      {
        id: expect.any(Number),
        serial_number: `PS-${run}`,
        product: { name: product.name, slug: expect.any(String) },
        delivered_on: '2025-06-30',
        warranty_until: '2026-06-30',
        warranty_active: expect.any(Boolean),
        calibration_due: '2026-06-20',
        certificates: [
          { number: `KAL/${run}`, issued_on: '2025-12-20', next_due: '2026-06-20', url: expect.any(String) },
        ],
      },
    ]);
    const download = await call(account.body.instruments[0]!.certificates[0]!.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(account.body.service_requests).toEqual([
      {
        reference: request.reference,
        created_at: expect.any(String),
        kind: 'kalibrasi',
        status: 'diterima',
        serial_number: `PS-${run}`,
        url: request.url,
      },
    ]);
    expect(JSON.stringify(account.body)).not.toContain(`PJ-${run}`);
  });

  it('finds a request stored before the email index once the store check has indexed it', async () => {
    const email = `older-${run}@lab.example`;
    const { reference } = await newRequest(product, { email });
    const deps = requestDeps();
    // As a request stored before the index existed: its index key is not there.
    for (const key of await deps.db.keys('quote-emails/')) if (key.endsWith(`/${reference}`)) await deps.db.delete(key);
    expect(await hasQuotesByEmail(deps, email)).toBe(false);
    const report = await checkStore(deps, { deep: true, fix: true });
    expect(report.findings.filter((finding) => finding.kind === 'quote-without-email-index')).toEqual([
      expect.objectContaining({ detail: expect.stringContaining(reference), fixed: true }),
    ]);
    const account = await me(await signedIn(email));
    expect(account.body.quotes.map((quote) => quote.reference)).toEqual([reference]);
  });

  it('signing out clears the cookie; signing out everywhere ends every session of the email', async () => {
    const email = `everywhere-${run}@lab.example`;
    await newRequest(product, { email });
    const phone = await signedIn(email);
    const laptop = await signedIn(email);
    expect((await me(phone)).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);

    const plain = await call('/api/portal/sign-out', { method: 'POST', headers: { cookie: laptop }, json: {} });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('set-cookie')).toMatch(/^rawlab_portal=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax/);

    const everywhere = await call('/api/portal/sign-out', {
      method: 'POST',
      headers: { cookie: phone },
      json: { everywhere: true },
    });
    expect(everywhere.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(401);
    // Without a session there is nothing to end everywhere.
    expect((await call('/api/portal/sign-out', { method: 'POST', json: { everywhere: true } })).status).toBe(401);
    // A new link signs in again.
    expect((await me(await signedIn(email))).status).toBe(200);
  });
});
