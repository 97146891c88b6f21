import { describe, expect, it } from 'vitest';
import { quotesCsv } from '#admin/features/quotes/quotes-csv.ts';
import { contactsCsv } from '#admin/features/contacts/contacts-csv.ts';
import type { ContactMessage } from '#shared/inbox/contact.ts';
import { readQuoteList } from '#components/quote/quote-list.ts';
import {
  QUOTE_REFERENCE_PATTERN,
  clampQuoteQuantity,
  quoteLineNote,
  quoteLineShare,
  quoteLineStatus,
  quoteMessage,
  quoteMonth,
  quoteReference,
  quoteTotals,
  type QuoteAnswer,
  type QuoteLine,
} from '#shared/quote/request.ts';
import { type QuoteSummary } from '#shared/quote/admin.ts';
import { QuoteRequestSchema } from '#shared/quote/request-schema.ts';

describe.each([
  ['2026-11-23T10:00:00Z', '2611'],
  // 17:00 UTC on the last day of a month is already the next month in Jakarta (UTC+7).
  ['2026-11-30T17:00:00Z', '2612'],
  ['2026-12-31T16:59:59Z', '2612'],
  ['2026-12-31T17:00:00Z', '2701'],
])('quoteMonth(%s)', (iso, month) => {
  it(`is ${month}`, () => expect(quoteMonth(new Date(iso))).toBe(month));
});

describe.each([
  ['2611', 42, 'RL-2611-0042'],
  ['2701', 1, 'RL-2701-0001'],
  ['2701', 12345, 'RL-2701-12345'],
])('quoteReference(%s, %i)', (month, seq, reference) => {
  it(`is ${reference} and matches the pattern`, () => {
    expect(quoteReference(month, seq)).toBe(reference);
    expect(reference).toMatch(QUOTE_REFERENCE_PATTERN);
  });
});

describe.each([
  [0, 1],
  [-4, 1],
  [2.7, 2],
  [12_000, 9999],
  [Number.NaN, 1],
])('clampQuoteQuantity(%d)', (input, output) => {
  it(`is ${output}`, () => expect(clampQuoteQuantity(input)).toBe(output));
});

const answer: QuoteAnswer = {
  reference: 'RL-2611-0042',
  created_at: '2026-11-23T03:00:00.000Z',
  valid_until: '2026-12-23T03:00:00.000Z',
  validity_days: 30,
  lines: [
    {
      product_id: 1,
      name: 'PH-700',
      sku: 'RL-PH-700',
      slug: 'ph-700',
      quantity: 2,
      unit_price: 12_500_000,
      subtotal: 25_000_000,
      stock: 9,
      status: 'available',
    },
    {
      product_id: 2,
      name: 'Buffer',
      sku: 'BF-4',
      slug: 'buffer',
      quantity: 5,
      unit_price: 100_000,
      subtotal: 500_000,
      stock: 3,
      status: 'limited',
    },
    {
      product_id: 3,
      name: 'Produk #3',
      sku: '-',
      slug: null,
      quantity: 1,
      unit_price: null,
      subtotal: null,
      stock: null,
      status: 'unavailable',
    },
  ],
  total: 25_300_000,
  customer: { name: 'Rina', institution: 'Lab Uji', phone: '6281288804512', city: '', notes: '' },
  seller: { company_name: 'RawLab', company_address: 'Jakarta', company_phone: '021', company_email: 'a@b.co' },
  whatsapp_number: '6281111222333',
};

describe('quoteMessage', () => {
  it('lists every line with SKU, quantity and unit price, flags, the total, the details and the reference', () => {
    expect(quoteMessage(answer)).toBe(
      [
        'Halo RawLab, saya ingin meminta penawaran harga.',
        'No. referensi: RL-2611-0042',
        '',
        '1. PH-700 (SKU RL-PH-700)',
        '   2 x Rp 12.500.000 = Rp 25.000.000',
        '2. Buffer (SKU BF-4) (5 diminta, 3 tersedia: 2 inden, di luar total)',
        '   5 x Rp 100.000 = Rp 500.000',
        '3. Produk #3 (SKU -) (Tidak tersedia lagi di katalog: di luar total)',
        '   1 unit',
        '',
        'Total: Rp 25.300.000',
        'Di luar total (inden / stok habis): Rp 200.000',
        '',
        'Nama: Rina',
        'Instansi/Perusahaan: Lab Uji',
        'Telepon/WhatsApp: 0812-8880-4512',
      ].join('\n'),
    );
  });
});

describe('readQuoteList', () => {
  it.each([
    ['nothing stored', null],
    ['not JSON', '{items'],
    ['the wrong shape', '{"items": 5}'],
  ])('reads %s as an empty list', (_label, text) => {
    expect(readQuoteList(text).items).toEqual([]);
  });

  it('keeps valid items once each, clamps quantities and drops anything else', () => {
    const text = JSON.stringify({
      items: [
        { id: 1, slug: 'a', name: 'A', sku: 'A-1', quantity: 0 },
        { id: 1, slug: 'a', name: 'A', sku: 'A-1', quantity: 4 },
        { id: 'x', slug: 'b', name: 'B', sku: 'B', quantity: 1 },
        { id: 2, slug: 'c', name: 'C', sku: 'C-1', quantity: 50_000, price: 1 },
      ],
      customer: { name: 'Rina', phone: 42 },
    });
    const list = readQuoteList(text);
    expect(list.items).toEqual([
      { id: 1, slug: 'a', name: 'A', sku: 'A-1', quantity: 1 },
      { id: 2, slug: 'c', name: 'C', sku: 'C-1', quantity: 9999 },
    ]);
    expect(list.customer).toEqual({ name: 'Rina', institution: '', phone: '', city: '', email: '', notes: '' });
  });
});

describe('QuoteRequestSchema', () => {
  it('keeps only product ids and quantities: prices from the browser are dropped', () => {
    const parsed = QuoteRequestSchema.parse({
      items: [{ product_id: 7, quantity: 2, unit_price: 1, subtotal: 2 }],
      customer: { name: 'Rina', email: 'rina@lab.example' },
      captcha: 'x',
    });
    expect(parsed.items).toEqual([{ product_id: 7, quantity: 2 }]);
    expect(parsed.customer).toEqual({
      name: 'Rina',
      institution: '',
      phone: '',
      city: '',
      email: 'rina@lab.example',
      notes: '',
    });
  });

  it.each([
    [{}, ['customer.name', 'customer.phone', 'customer.email']],
    [{ name: 'Rina' }, ['customer.phone', 'customer.email']],
    [{ phone: '0812-8880-4512' }, ['customer.name']],
    [{ name: 'Rina', phone: '0812-8880-4512' }, []],
    [{ name: 'Rina', email: 'rina@lab.example' }, []],
  ])('a request from %j is refused on %j (a name and a phone or an email are needed)', (customer, fields) => {
    const parsed = QuoteRequestSchema.safeParse({ items: [{ product_id: 7, quantity: 2 }], customer, captcha: 'x' });
    const named = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
    expect(named.sort()).toEqual([...fields].sort());
  });
});

describe('quote arithmetic: the total is what stock covers; every rupiah a row shows is in it or left out', () => {
  const line = (quantity: number, unit_price: number | null, stock: number | null, status: QuoteLine['status']) => ({
    quantity,
    unit_price,
    stock,
    status,
  });
  it.each([
    ['in stock', line(3, 1000, 10, 'available'), { countedQuantity: 3, counted: 3000, leftOutQuantity: 0, leftOut: 0 }],
    [
      '20 asked of 5',
      line(20, 1000, 5, 'limited'),
      { countedQuantity: 5, counted: 5000, leftOutQuantity: 15, leftOut: 15000 },
    ],
    [
      'out of stock',
      line(4, 1000, 0, 'out_of_stock'),
      { countedQuantity: 0, counted: 0, leftOutQuantity: 4, leftOut: 4000 },
    ],
    [
      'no longer in the catalogue',
      line(2, null, null, 'unavailable'),
      { countedQuantity: 0, counted: 0, leftOutQuantity: 2, leftOut: 0 },
    ],
  ])('%s', (_label, input, share) => {
    expect(quoteLineShare(input)).toEqual(share);
  });

  it('rows add up: the total plus what is left out is the sum of the priced rows', () => {
    const lines = [
      line(3, 1000, 10, 'available'),
      line(20, 500, 5, 'limited'),
      line(4, 250, 0, 'out_of_stock'),
      line(1, null, null, 'unavailable'),
    ];
    const totals = quoteTotals(lines);
    expect(totals).toEqual({ total: 3000 + 2500, leftOut: 7500 + 1000 });
    const rows = lines.reduce((sum, item) => sum + (item.unit_price ?? 0) * item.quantity, 0);
    expect(totals.total + totals.leftOut).toBe(rows);
  });

  it.each([
    [10, 3, 'available'],
    [5, 5, 'available'],
    [5, 20, 'limited'],
    [0, 1, 'out_of_stock'],
  ] as const)('stock %i, %i asked: %s', (stock, quantity, status) => {
    expect(quoteLineStatus(stock, quantity)).toBe(status);
  });

  it.each([
    [line(20, 1000, 5, 'limited'), '20 diminta, 5 tersedia: 15 inden, di luar total'],
    [line(1, 1000, 0, 'out_of_stock'), 'Stok habis: di luar total, waktu inden dikonfirmasi tim kami'],
    [line(1, null, null, 'unavailable'), 'Tidak tersedia lagi di katalog: di luar total'],
    [line(1, 1000, 9, 'available'), ''],
  ])('the note says the real reason: %j', (input, note) => {
    expect(quoteLineNote(input)).toBe(note);
    // Never that the stock "changed": the page cannot know it did.
    expect(quoteLineNote(input)).not.toMatch(/berubah/);
  });
});

describe('quotesCsv', () => {
  it('writes one row per request, quoting and defusing formula cells', () => {
    const row: QuoteSummary = {
      reference: 'RL-2611-0001',
      created_at: '2026-11-23T03:00:00.000Z',
      name: '=HYPERLINK("x")',
      institution: 'Lab, Uji',
      phone: '',
      city: 'Bandung',
      items: 3,
      total: 1_500_000,
      flagged: 1,
      status: 'diproses',
      status_by: 'Sari',
      status_at: '2026-11-23T04:00:00.000Z',
      history: [],
    };
    const lines = quotesCsv([row]).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toMatch(/^No,Referensi,Tanggal,Nama,Instansi/);
    expect(lines[1]).toContain(`RL-2611-0001`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")","Lab, Uji"`);
    expect(lines[1]).toContain(',3,1,1500000,Diproses,Sari,');
  });

  it('writes phone numbers as people write them, as contacts do', () => {
    const row = { reference: 'RL-2611-0002', created_at: '2026-11-23T03:00:00.000Z', phone: '6281234567890' };
    expect(quotesCsv([row as QuoteSummary])).toContain(',0812-3456-7890,');
    const contact = { full_name: 'Rina', created_at: '2026-11-23T03:00:00.000Z', phone: '622150931188' };
    expect(contactsCsv([{ ...contact, status: 'new' } as ContactMessage])).toContain(',021-5093-1188,');
  });
});
