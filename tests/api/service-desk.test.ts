import { afterAll, describe, expect } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { resetEnvCache } from '#server/env.ts';
import { drainMailQueue } from '#server/services/mail/index.ts';
import { storeServiceRequest } from '#server/services/service-desk/index.ts';
import { caughtMails, startMailCatcher, type MailCatcher } from '#scripts/lib/mail-catcher.ts';
import { ServiceRequestSchema } from '#shared/service/request.ts';
import { freePorts } from '../support/free-ports.ts';
import { call, login, userWithRole } from '../support/api.ts';
import { mailReport } from '../support/mail-report.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * The admin's service desk: the paged list with its filters and overdue marks, the dashboard's count,
 * one request with its messages both ways, the status change by compare-and-swap (two racing admins:
 * one change, one 409 in Indonesian), the team's message mailed and shown on the tracking page, the
 * activity log, and who may call it. On a store of the file's own: the list's counts are the whole desk's.
 */

let catcher: MailCatcher;
let token: string;
let ipCounter = 0;
const nextIp = () => `100.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function newRequest(fields: Record<string, unknown> = {}, at?: string) {
  const deps = at ? { ...requestDeps(), now: () => new Date(at) } : requestDeps();
  const input = ServiceRequestSchema.parse({
    kind: 'kalibrasi',
    description: 'Kalibrasi spektrofotometer',
    name: 'Sari Lestari',
    institution: 'Lab Air Minum',
    email: `sari-${Date.now()}-${Math.random()}@lab.example`,
    captcha: 'checked by the function',
    ...fields,
  });
  const stored = await storeServiceRequest(deps, input, [], 'http://localhost');
  return { ...stored, token: new URL(stored.url).pathname.slice('/s/'.length), email: input.email };
}

it.beforeAll(async () => {
  const [smtpPort, webPort] = (await freePorts(2)) as [number, number];
  catcher = await startMailCatcher({ smtpPort, webPort });
  process.env.SMTP_URL = catcher.smtpUrl;
  resetEnvCache();
  token = await login();
}, 60_000);

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await catcher?.stop();
});

describe('GET /api/admin/service-requests', () => {
  it('pages newest first, filters by status, kind, assignee and overdue, and marks overdue rows', async () => {
    // A week old and never answered: overdue. Sent now: not yet.
    const old = await newRequest(
      { kind: 'perbaikan', name: 'Lama' },
      new Date(Date.now() - 7 * 86_400_000).toISOString(),
    );
    const fresh = await newRequest({ kind: 'pelatihan', name: 'Baru' });
    const list = await call('/api/admin/service-requests?per_page=100', { token });
    expect(list.status).toBe(200);
    const references = list.body.data.map((row: { reference: string }) => row.reference);
    expect(references.indexOf(fresh.reference)).toBeLessThan(references.indexOf(old.reference));
    const row = (reference: string) =>
      list.body.data.find((item: { reference: string }) => item.reference === reference);
    expect(row(old.reference)).toMatchObject({ overdue: true, status: 'diterima', kind: 'perbaikan', name: 'Lama' });
    expect(row(fresh.reference)).toMatchObject({ overdue: false });
    expect(row(fresh.reference)).not.toHaveProperty('internal_notes');

    const overdue = await call('/api/admin/service-requests?overdue=1&per_page=100', { token });
    expect(overdue.body.data.every((item: { overdue: boolean }) => item.overdue)).toBe(true);
    expect(overdue.body.data.map((item: { reference: string }) => item.reference)).toContain(old.reference);
    expect(overdue.body.counts.overdue).toBe(overdue.body.total);
    const summary = await call('/api/admin/service-requests/summary', { token });
    expect(summary.body.service_overdue).toBe(overdue.body.total);

    const training = await call('/api/admin/service-requests?kind=pelatihan', { token });
    expect(training.body.data.map((item: { kind: string }) => item.kind)).toEqual(
      Array(training.body.data.length).fill('pelatihan'),
    );
    // Answered by a status change: no longer overdue, and found by its assignee.
    const taken = await call(`/api/admin/service-requests/${old.reference}`, {
      method: 'PUT',
      token,
      json: { status: 'dijadwalkan', expected_status: 'diterima', assignee: 'Teknisi Andi' },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const assigned = await call('/api/admin/service-requests?assignee=teknisi%20andi&status=dijadwalkan', { token });
    expect(assigned.body.data.map((item: { reference: string }) => item.reference)).toEqual([old.reference]);
    expect(assigned.body.data[0].overdue).toBe(false);
    expect((await call('/api/admin/service-requests/summary', { token })).body.service_overdue).toBe(
      summary.body.service_overdue - 1,
    );

    const paged = await call('/api/admin/service-requests?per_page=1&page=2', { token });
    expect(paged.body).toMatchObject({ page: 2, per_page: 1, data: [expect.anything()] });
    const bad = await call('/api/admin/service-requests?status=rusak', { token });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Status tidak dikenal');
  });

  it('answers only signed-in admins', async () => {
    const { reference } = await newRequest();
    for (const path of ['/api/admin/service-requests', `/api/admin/service-requests/${reference}`]) {
      expect((await call(path)).status).toBe(401);
      expect((await call(path, { token: 'not-a-token' })).status).toBe(401);
    }
    const put = await call(`/api/admin/service-requests/${reference}`, {
      method: 'PUT',
      json: { status: 'dikerjakan', expected_status: 'diterima' },
    });
    expect(put.status).toBe(401);
    expect(
      (await call(`/api/admin/service-requests/${reference}/messages`, { method: 'POST', json: { message: 'x' } }))
        .status,
    ).toBe(401);
    const staff = await userWithRole('Staff', 'desk staff');
    expect((await call(`/api/admin/service-requests/${reference}`, { token: staff.token })).status).toBe(200);
    expect((await call('/api/admin/service-requests/SV-9999-0001', { token })).status).toBe(404);
    expect((await call('/api/admin/service-requests/not-a-reference', { token })).body.message).toBe(
      'Permintaan layanan tidak ditemukan',
    );
  });
});

describe('PUT /api/admin/service-requests/{reference}', () => {
  it('changes the status by compare-and-swap: two racing admins get one change and one 409 in Indonesian', async () => {
    const { reference } = await newRequest();
    const [first, second] = await Promise.all([userWithRole('Staff', 'first'), userWithRole('Staff', 'second')]);
    const path = `/api/admin/service-requests/${reference}`;
    const race = await Promise.all([
      call(path, { method: 'PUT', token: first.token, json: { status: 'dikerjakan', expected_status: 'diterima' } }),
      call(path, { method: 'PUT', token: second.token, json: { status: 'batal', expected_status: 'diterima' } }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200)!.body.status;
    const loser = race.find((answer) => answer.status === 409)!;
    expect(loser.body.message).toMatch(
      /^Status sudah diubah menjadi (Dikerjakan|Dibatalkan) oleh Staff Tester\. Muat ulang lalu coba lagi\.$/,
    );
    const after = await call(path, { token });
    expect(after.body.status).toBe(winner);
    expect(after.body.history.map((entry: { status: string }) => entry.status)).toEqual(['diterima', winner]);
    expect(after.body.history[1].by).toBe('Staff Tester');

    const notes = await call(path, {
      method: 'PUT',
      token,
      json: { status: winner, expected_status: winner, internal_notes: 'Probe diganti, garansi berlaku.' },
    });
    expect(notes.status).toBe(200);
    expect(notes.body).toMatchObject({ internal_notes: 'Probe diganti, garansi berlaku.', status: winner });
    const invalid = await call(path, { method: 'PUT', token, json: { status: 'rusak', expected_status: winner } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.status).toEqual(['Status tidak dikenal']);

    const log = await call(`/api/admin/activity?entity=service_request&id=${reference}`, { token });
    expect(log.status).toBe(200);
    const changes = log.body.flatMap((entry: { changes: Array<{ field: string; to: unknown }> }) => entry.changes);
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'diterima', to: winner },
        { field: 'internal_notes', from: '', to: 'Probe diganti, garansi berlaku.' },
      ]),
    );
  });
});

describe('messages both ways', () => {
  it("the team's message is mailed, shown on the tracking page and answers the request; the customer's is shown to the team", async () => {
    const {
      reference,
      token: link,
      email,
    } = await newRequest({ lang: 'en' }, new Date(Date.now() - 7 * 86_400_000).toISOString());
    const customer = await call(`/api/s/${link}/messages`, {
      method: 'POST',
      ip: nextIp(),
      json: { message: 'Any news?' },
    });
    expect(customer.status).toBe(201);
    const sent = await call(`/api/admin/service-requests/${reference}/messages`, {
      method: 'POST',
      token,
      json: { message: 'Teknisi kami datang Senin pukul 09.00.' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.mailed).toBe(true);
    expect(sent.body.data.overdue).toBe(false);
    expect(sent.body.data.answered_at).toEqual(expect.any(String));
    const detail = await call(`/api/admin/service-requests/${reference}`, { token });
    expect(detail.body.messages.map((message: { from: string; text: string }) => [message.from, message.text])).toEqual(
      [
        ['customer', 'Any news?'],
        ['team', 'Teknisi kami datang Senin pukul 09.00.'],
      ],
    );
    expect(detail.body).not.toHaveProperty('token');
    const page = await call(`/s/${link}`, { ip: nextIp() });
    expect(page.body).toMatch(/data-message="team"><span class="muted"><b>Service team<\/b>/);
    expect(page.body).toContain('Teknisi kami datang Senin pukul 09.00.');
    const subject = `New message on service request ${reference} - ${(await call('/api/settings')).body.company_name}`;
    // The mail is sent by the drain after the answer, or at the latest by the scheduled sender
    // (mail-sender, every minute on Netlify), whose turn comes here after 5 s: in two CI runs the
    // answer's drain left this mail pending (never claimed), for a reason not found yet.
    const asked = Date.now();
    await expect
      .poll(
        async () => {
          const subjects = (await caughtMails(catcher))
            .filter((mail) => mail.to.some((to) => to.address === email))
            .map((mail) => mail.subject);
          if (!subjects.includes(subject) && Date.now() - asked > 5_000) await drainMailQueue(requestDeps());
          return subjects;
        },
        { message: 'the team message mail', interval: 500 },
      )
      .toContain(subject)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\n${await mailReport(catcher)}`);
      });
    const mail = (await caughtMails(catcher)).find((item) =>
      item.subject.startsWith(`New message on service request ${reference}`),
    )!;
    expect(mail.text).toContain(`http://localhost/s/${link}`);
    const empty = await call(`/api/admin/service-requests/${reference}/messages`, {
      method: 'POST',
      token,
      json: { message: '' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.message).toEqual(['Pesan wajib diisi']);
  });
});
