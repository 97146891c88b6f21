import { afterAll, beforeAll, describe, expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { requestDeps } from '#server/deps.ts';
import { listQuoteRequests, quoteRequest, storeQuoteRequest } from '#server/services/quotes/requests.ts';
import { changeQuoteStatus } from '#server/services/quotes/request-status.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { publishedProducts } from '#server/services/catalog/views.ts';
import { QUOTE_REFERENCE_PATTERN, type QuoteAnswer, type QuoteLine } from '#shared/quote/request.ts';
import { QUOTE_CONTACT_REQUIRED, QuoteRequestSchema } from '#shared/quote/request-schema.ts';
import { call, login, productForm, userWithRole } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';
import { startStoreClient, type StoreClient } from '../support/store-clients.ts';
import { withOwnStore as it } from './fixtures.ts';

/*
 * POST /api/quotes and the admin inbox. The server prices every request from the store (prices the
 * browser sends are dropped), flags lines it cannot supply instead of dropping them, refuses hostile
 * input with a JSON 4xx, counts each address's requests before allowing them, and numbers requests
 * uniquely per month when independent processes submit at once.
 */

async function solvedCaptcha(): Promise<string> {
  const challenge = await call('/api/captcha');
  expect(challenge.status).toBe(200);
  return solveCaptchaForTests(challenge.body);
}

let ipCounter = 0;
const nextIp = () => `100.72.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let counter = 0;

async function createProduct(token: string, overrides: Record<string, string>) {
  counter += 1;
  const unique = `${Date.now()}-${counter}`;
  const category = (await call('/api/categories', { token })).body[0].id;
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      name: `Quote Meter ${unique}`,
      sku: `QM-${unique}`,
      category_id: String(category),
      price: '1000000',
      stock: '10',
      status: 'published',
      is_active: '1',
      ...overrides,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data as { id: number; name: string; sku: string; price: number };
}

const customer = {
  name: 'Dr. Rina Wulandari',
  institution: 'Lab Kimia Universitas Uji',
  phone: '0812-8880-4512',
  city: 'Bandung',
  email: 'rina@lab-kimia.example',
  notes: 'Untuk anggaran 2027',
};

describe('POST /api/quotes', () => {
  let token: string;
  let meter: Awaited<ReturnType<typeof createProduct>>;
  let buffer: Awaited<ReturnType<typeof createProduct>>;
  let soldOut: Awaited<ReturnType<typeof createProduct>>;
  let draft: Awaited<ReturnType<typeof createProduct>>;

  // A seeded store of the file's own: these tests change the settings a quote reads (validity, WhatsApp
  // routing), which other files save too.
  it.beforeAll(async () => {
    token = await login();
    [meter, buffer, soldOut, draft] = await Promise.all([
      createProduct(token, { price: '1250000', stock: '50' }),
      createProduct(token, { price: '300000', stock: '2' }),
      createProduct(token, { price: '99000', stock: '0' }),
      createProduct(token, { price: '5000000', stock: '9', status: 'draft' }),
    ]);
  }, 60_000);

  it('prices the request itself, flags what it cannot supply, and the admin sees the same lines and total', async () => {
    const sent = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: {
        items: [
          // Prices, totals and names from the browser are not the server's concern.
          { product_id: meter.id, quantity: 3, unit_price: 1, price: 1, name: 'Cheap' },
          { product_id: buffer.id, quantity: 5 },
          { product_id: soldOut.id, quantity: 1 },
          { product_id: draft.id, quantity: 2 },
          { product_id: 987654321, quantity: 4 },
        ],
        total: 10,
        customer,
        captcha: await solvedCaptcha(),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const quote = sent.body.quote as QuoteAnswer;
    expect(quote.reference).toMatch(QUOTE_REFERENCE_PATTERN);
    expect(quote.lines.map((line) => [line.product_id, line.status, line.unit_price, line.quantity])).toEqual([
      [meter.id, 'available', 1_250_000, 3],
      [buffer.id, 'limited', 300_000, 5],
      [soldOut.id, 'out_of_stock', 99_000, 1],
      [draft.id, 'unavailable', null, 2],
      [987654321, 'unavailable', null, 4],
    ]);
    expect(quote.lines[0]!.name).toBe(meter.name);
    // A product a visitor cannot see answers exactly like an id that does not exist: no name, no SKU.
    const hidden = quote.lines[3]!;
    const unknown = quote.lines[4]!;
    expect(hidden).toEqual({ ...unknown, product_id: draft.id, name: `Produk #${draft.id}`, quantity: 2 });
    expect(JSON.stringify(sent.body)).not.toContain(draft.sku);
    expect(JSON.stringify(sent.body)).not.toContain(draft.name);
    expect(quote.lines[1]!.stock).toBe(2);
    // The total is what stock covers now: 5 buffers asked of 2 in stock count 2 (3 are inden, left out);
    // out-of-stock and unavailable lines are listed but not totalled.
    expect(quote.total).toBe(3 * 1_250_000 + 2 * 300_000);
    expect(quote.lines[1]!.subtotal).toBe(5 * 300_000);
    expect(quote.customer).toEqual({ ...customer, phone: '6281288804512' });
    expect(quote.validity_days).toBe(30);
    expect(new Date(quote.valid_until).getTime() - new Date(quote.created_at).getTime()).toBe(30 * 86_400_000);
    expect(quote.seller.company_name).toEqual(expect.any(String));

    const staff = await userWithRole('Staff');
    const list = await call(`/api/admin/quotes?q=${quote.reference}`, { token: staff.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        reference: quote.reference,
        name: customer.name,
        institution: customer.institution,
        items: 5,
        flagged: 4,
        total: quote.total,
        status: 'baru',
      }),
    ]);
    const detail = await call(`/api/admin/quotes/${quote.reference}`, { token: staff.token });
    expect(detail.status).toBe(200);
    expect(detail.body.lines as QuoteLine[]).toEqual(quote.lines);
    expect(detail.body.total).toBe(quote.total);
  });

  it('a status changes only from the status the admin saw; two admins at once get one change and one 409', async () => {
    const quote = (
      await call('/api/quotes', {
        method: 'POST',
        ip: nextIp(),
        json: { items: [{ product_id: meter.id, quantity: 1 }], customer, captcha: await solvedCaptcha() },
      })
    ).body.quote as QuoteAnswer;
    const [first, second] = await Promise.all([userWithRole('Staff', 'first'), userWithRole('Staff', 'second')]);
    const path = `/api/admin/quotes/${quote.reference}`;

    const taken = await call(path, { method: 'PUT', token: first.token, json: { status: 'diproses', from: 'baru' } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toEqual(expect.objectContaining({ status: 'diproses', status_by: 'Staff Tester' }));

    const stale = await call(path, { method: 'PUT', token: second.token, json: { status: 'batal', from: 'baru' } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('Diproses');

    const race = await Promise.all([
      call(path, { method: 'PUT', token: first.token, json: { status: 'selesai', from: 'diproses' } }),
      call(path, { method: 'PUT', token: second.token, json: { status: 'batal', from: 'diproses' } }),
    ]);
    expect(race.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = race.find((answer) => answer.status === 200)!.body.status;
    const after = await call(path, { token: first.token });
    expect(after.body.status).toBe(winner);
    expect(after.body.history.map((entry: { status: string }) => entry.status)).toEqual(['diproses', winner]);

    const filtered = await call(`/api/admin/quotes?status=${winner}&q=${quote.reference}`, { token: first.token });
    expect(filtered.body.total).toBe(1);
  });

  it('takes the validity from Settings (1–365 days) for the letter', async () => {
    const manager = await userWithRole('Manager');
    const current = (await call('/api/settings', { token: manager.token })).body;
    const save = (days: unknown) =>
      call('/api/settings/1', { method: 'PUT', token: manager.token, json: { ...current, quote_validity_days: days } });
    expect((await save(0)).status).toBe(422);
    expect((await save(14)).status).toBe(200);
    try {
      const quote = (
        await call('/api/quotes', {
          method: 'POST',
          ip: nextIp(),
          json: { items: [{ product_id: meter.id, quantity: 1 }], customer, captcha: await solvedCaptcha() },
        })
      ).body.quote as QuoteAnswer;
      expect(quote.validity_days).toBe(14);
      expect(new Date(quote.valid_until).getTime() - new Date(quote.created_at).getTime()).toBe(14 * 86_400_000);
    } finally {
      expect((await save(30)).status).toBe(200);
    }
  });

  it("goes to the number its products route to: their category's, else the visit's sales number", async () => {
    const settings = (await call('/api/settings', { token })).body;
    const category = (await call('/api/categories', { token })).body[0].id;
    const own = await createProduct(token, { whatsapp_number: '0813-9999-0001' });
    const routed = {
      ...settings,
      category_whatsapp: [{ category_id: category, number: '6281200000001' }],
      sales_numbers: ['6281300000001', '6281300000002'],
    };
    delete routed.mail_configured;
    expect((await call('/api/settings/1', { method: 'PUT', token, json: routed })).status).toBe(200);
    try {
      const send = async (items: Array<{ product_id: number; quantity: number }>, seed: number) =>
        (
          await call('/api/quotes', {
            method: 'POST',
            ip: nextIp(),
            json: { items, customer, seed, captcha: await solvedCaptcha() },
          })
        ).body.quote as QuoteAnswer;
      // Both in the category: its number.
      const sameCategory = [
        { product_id: meter.id, quantity: 1 },
        { product_id: buffer.id, quantity: 1 },
      ];
      expect((await send(sameCategory, 7)).whatsapp_number).toBe('6281200000001');
      // One product has its own number: they disagree, so the visit's sales number (seed 7 → the second).
      const mixed = [...sameCategory, { product_id: own.id, quantity: 1 }];
      expect((await send(mixed, 7)).whatsapp_number).toBe('6281300000002');
      expect((await send(mixed, 8)).whatsapp_number).toBe('6281300000001');
      // Only the product with its own number: that number.
      expect((await send([{ product_id: own.id, quantity: 1 }], 7)).whatsapp_number).toBe('6281399990001');
    } finally {
      const back = { ...settings };
      delete back.mail_configured;
      expect((await call('/api/settings/1', { method: 'PUT', token, json: back })).status).toBe(200);
    }
  });

  it('the inbox needs a token and answers unknown references with 404', async () => {
    expect((await call('/api/admin/quotes')).status).toBe(401);
    expect((await call('/api/admin/quotes/RL-2611-0001')).status).toBe(401);
    const token = await login();
    expect((await call('/api/admin/quotes/RL-9912-99999', { token })).status).toBe(404);
    expect((await call('/api/admin/quotes/..%2Fsettings%2F1', { token })).status).toBe(404);
    const bad = await call('/api/admin/quotes?per_page=5000', { token });
    expect(bad.status).toBe(422);
    expect(
      (await call('/api/admin/quotes/RL-2611-0001', { method: 'PUT', token, json: { status: 'x', from: 'baru' } }))
        .status,
    ).toBe(422);
  });
});

describe('hostile quote requests', () => {
  const item = { product_id: 1, quantity: 1 };
  const base = { items: [item], customer: { name: 'Rina', phone: '0812-8880-4512' }, captcha: 'x' };
  it.each([
    ['an empty list', { items: [] }, 'items'],
    [
      'an oversized list',
      { items: Array.from({ length: 49 }, (_, i) => ({ product_id: i + 1, quantity: 1 })) },
      'items',
    ],
    ['a zero quantity', { items: [{ product_id: 1, quantity: 0 }] }, 'items.0.quantity'],
    ['a negative quantity', { items: [{ product_id: 1, quantity: -5 }] }, 'items.0.quantity'],
    ['a huge quantity', { items: [{ product_id: 1, quantity: 10_000 }] }, 'items.0.quantity'],
    ['a fractional quantity', { items: [{ product_id: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    ['a quantity as text', { items: [{ product_id: 1, quantity: '2' }] }, 'items.0.quantity'],
    ['a product id of 0', { items: [{ product_id: 0, quantity: 1 }] }, 'items.0.product_id'],
    ['the same product twice', { items: [item, item] }, 'items'],
    ['items that are not a list', { items: { 0: item } }, 'items'],
    ['an invalid phone', { items: [item], customer: { name: 'Rina', phone: 'call me' } }, 'customer.phone'],
    [
      'a right-to-left override in a name',
      { items: [item], customer: { name: 'Rina \u202e', phone: '0812-8880-4512' } },
      'customer.name',
    ],
    ['no captcha', { items: [item], captcha: '' }, 'captcha'],
  ])('refuses %s with 422 and the field named', async (_label, override, field) => {
    const { status, body } = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: { ...base, ...override },
    });
    expect(status).toBe(422);
    expect(body.success).toBe(false);
    expect(body.errors[field], JSON.stringify(body.errors)).toBeDefined();
  });

  it.each([
    ['nothing about the person', {}, ['customer.name', 'customer.phone', 'customer.email']],
    ['a name only', { name: 'Rina' }, ['customer.phone', 'customer.email']],
    [
      'a name and blank phone and email',
      { name: 'Rina', phone: '  ', email: ' ' },
      ['customer.phone', 'customer.email'],
    ],
    ['a phone but no name', { phone: '0812-8880-4512' }, ['customer.name']],
  ])('refuses a request with %s: 422, a clear message and the fields named', async (_label, customer, fields) => {
    const { status, body } = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: { items: [item], customer, captcha: await solvedCaptcha() },
    });
    expect(status).toBe(422);
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors).sort()).toEqual([...fields].sort());
    for (const field of fields.filter((name) => name !== 'customer.name')) {
      expect(body.errors[field]).toEqual([QUOTE_CONTACT_REQUIRED]);
    }
  });

  it.each([
    ['a name and a phone', { name: 'Rina', phone: '0812-8880-4512' }],
    ['a name and an email', { name: 'Rina', email: 'rina@lab-kimia.example' }],
  ])('takes a request with %s', async (_label, customer) => {
    const product = (await call('/api/products')).body[0].id as number;
    const { status, body } = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: { items: [{ product_id: product, quantity: 1 }], customer, captcha: await solvedCaptcha() },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.quote.customer.name).toBe('Rina');
  });

  it('refuses malformed JSON, another content type, an oversized body and a bad captcha as JSON 4xx', async () => {
    const malformed = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      body: '{"items": [',
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status, malformed.body.message]).toEqual([400, 'Body JSON tidak valid']);
    const form = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      body: 'items=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const huge = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: { items: [item], customer: { notes: 'x'.repeat(70_000) }, captcha: 'x' },
    });
    expect(huge.status).toBe(413);
    const badCaptcha = await call('/api/quotes', {
      method: 'POST',
      ip: nextIp(),
      json: { ...base, captcha: btoa('{"challenge":1}') },
    });
    expect(badCaptcha.status).toBe(400);
    expect(badCaptcha.body).toEqual({ success: false, message: 'Verifikasi captcha gagal. Silakan ulangi.' });
    expect((await call('/api/quotes')).status).toBe(405);
  });

  it('200 requests at once from one address: 10 are stored with distinct references, the rest get 429', async () => {
    const captchas = await Promise.all(Array.from({ length: 200 }, () => solvedCaptcha()));
    const product = (await call('/api/products')).body[0].id as number;
    const results = await Promise.all(
      captchas.map((captcha) =>
        call('/api/quotes', {
          method: 'POST',
          ip: '100.99.99.99',
          json: { items: [{ product_id: product, quantity: 1 }], customer: base.customer, captcha },
        }),
      ),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(190);
    const references = results.filter((result) => result.status === 201).map((result) => result.body.quote.reference);
    expect(new Set(references).size).toBe(10);
    const refused = results.find((result) => result.status === 429)!;
    expect(refused.body.message).toMatch(/Terlalu banyak permintaan penawaran/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});

describe('references under parallel submission from two processes', () => {
  let store: Awaited<ReturnType<typeof useOwnStore>>;
  let a: StoreClient;
  let b: StoreClient;
  let productId: number;

  beforeAll(async () => {
    store = await useOwnStore('quotes');
    await seedDemoCatalog(requestDeps());
    productId = (await publishedProducts(requestDeps(), 'strong'))[0]!.id;
    const env = { RAWLAB_BLOBS_URL: store.blobs.url, RAWLAB_BLOBS_TOKEN: store.blobs.token };
    [a, b] = await Promise.all([startStoreClient(env), startStoreClient(env)]);
  }, 60_000);

  afterAll(async () => {
    a?.close();
    b?.close();
    await store?.restore();
  });

  it('60 requests in one month from two processes get RL-YYMM-0001 … 0060, each once', async () => {
    const request = {
      items: [{ product_id: productId, quantity: 2 }],
      customer: { name: 'Rina', phone: '0812-8880-4512' },
      captcha: 'checked by the function',
    };
    const now = '2031-01-15T08:00:00.000Z';
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).send({ op: 'quote', request, now })),
    );
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    const references = answers.map((answer) => (answer.body as QuoteAnswer).reference).sort();
    expect(references).toEqual(Array.from({ length: 60 }, (_, i) => `RL-3101-${String(i + 1).padStart(4, '0')}`));
    // The two processes really met at the store: some compare-and-swaps lost and were retried.
    expect(answers.reduce((sum, answer) => sum + answer.conflicts, 0)).toBeGreaterThan(0);
    const inbox = await listQuoteRequests(requestDeps(), { q: 'RL-3101', status: 'all', page: 1, per_page: 100 });
    expect(inbox.total).toBe(60);
    expect(inbox.counts.baru).toBe(60);
  }, 120_000);
});

describe("a month's index in documents of bounded size", () => {
  let store: Awaited<ReturnType<typeof useOwnStore>>;
  let productId: number;

  beforeAll(async () => {
    store = await useOwnStore('quote-index');
    await seedDemoCatalog(requestDeps());
    productId = (await publishedProducts(requestDeps(), 'strong'))[0]!.id;
  }, 60_000);

  afterAll(async () => {
    await store?.restore();
  });

  const at = (iso: string) => ({ ...requestDeps(), now: () => new Date(iso) });
  const request = (name: string) =>
    QuoteRequestSchema.parse({
      items: [{ product_id: productId, quantity: 1 }],
      customer: { name, phone: '0812-8880-4512' },
      captcha: 'checked by the function',
    });
  const rowsPerDocument = async (month: string) => {
    const deps = requestDeps();
    const keys = (await deps.db.keys('quote-index/')).filter((key) => key.startsWith(`quote-index/${month}`));
    const docs = await Promise.all(keys.map((key) => deps.db.get<{ entries: unknown[] }>(key)));
    return docs.map((doc) => doc!.entries.length);
  };

  it('rewrites at most one 50-row document per request, however busy the month; every reader sees them all', async () => {
    const deps = at('2032-02-10T03:00:00.000Z');
    const references: string[] = [];
    for (let i = 0; i < 120; i++)
      references.push((await storeQuoteRequest(deps, request(`Pemohon ${i + 1}`))).reference);
    expect(references.at(-1)).toBe('RL-3202-0120');
    expect(new Set(references).size).toBe(120);
    // 120 rows in three documents of at most 50: what a new request rewrites stays that size.
    expect((await rowsPerDocument('3202')).sort((a, b) => a - b)).toEqual([20, 50, 50]);

    const inbox = await listQuoteRequests(requestDeps(), { q: 'RL-3202', status: 'all', page: 1, per_page: 100 });
    expect(inbox.total).toBe(120);
    expect(inbox.data[0]!.reference).toBe('RL-3202-0120');
    // A row in a later document: read, moved, counted by the badge.
    const before = (await call('/api/admin/quotes/summary', { token: await login() })).body.new as number;
    expect((await quoteRequest(requestDeps(), 'RL-3202-0101')).customer.name).toBe('Pemohon 101');
    const moved = await changeQuoteStatus(requestDeps(), 'RL-3202-0101', { status: 'diproses', from: 'baru' }, 'Admin');
    expect(moved.status).toBe('diproses');
    expect((await call('/api/admin/quotes/summary', { token: await login() })).body.new).toBe(before - 1);
    const processing = await listQuoteRequests(requestDeps(), {
      q: 'RL-3202',
      status: 'diproses',
      page: 1,
      per_page: 10,
    });
    expect(processing.data.map((row) => row.reference)).toEqual(['RL-3202-0101']);
  }, 240_000);

  it('continues a month begun in one document: its numbers go on, its rows stay readable and changeable', async () => {
    const deps = requestDeps();
    const rows = Array.from({ length: 70 }, (_, i) => ({
      reference: `RL-3203-${String(i + 1).padStart(4, '0')}`,
      created_at: '2032-03-01T03:00:00.000Z',
      name: `Lama ${i + 1}`,
      institution: '',
      phone: '6281288804512',
      city: '',
      items: 1,
      total: 0,
      flagged: 0,
      status: 'baru',
      status_by: null,
      status_at: null,
      history: [],
    }));
    await deps.db.put('quote-index/3203', { seq: 70, rev: 1, entries: rows });
    const next = await storeQuoteRequest(at('2032-03-05T03:00:00.000Z'), request('Baru'));
    expect(next.reference).toBe('RL-3203-0071');
    // Number 60 lives in the month's first document, not in the one its number would give today.
    const moved = await changeQuoteStatus(deps, 'RL-3203-0060', { status: 'selesai', from: 'baru' }, 'Admin');
    expect(moved.status).toBe('selesai');
    const inbox = await listQuoteRequests(deps, { q: 'RL-3203', status: 'all', page: 1, per_page: 100 });
    expect(inbox.total).toBe(71);
    expect(inbox.counts.selesai).toBe(1);
  });
});
