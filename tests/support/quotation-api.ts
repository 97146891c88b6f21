import { expect } from 'vitest';
import { solveCaptchaForTests } from '#server/captcha.ts';
import { jakartaDate } from '#server/services/quotes/quotation/draft.ts';
import type { QuoteAnswer } from '#shared/quote/request.ts';
import type { AdminQuotation, QuotationDraft, QuotationSent } from '#shared/quote/quotation/schema.ts';
import { call, productForm } from './api.ts';

/*
 * The quotation journey through the API for tests that need a request, a draft and a sent
 * revision: a product of the test's own, the visitor's request, the admin's draft and 'Kirim'.
 */

let ipCounter = 0;
/** A fresh address per request, so the per-address limits never get in the way. */
export const nextIp = () => `100.75.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

export interface TestProduct {
  id: number;
  name: string;
  sku: string;
}

/** Settings a letter may be sent with: tax number, a bank account and a signatory. */
export const COMPLETE_LETTER_SETTINGS = {
  npwp: '01.234.567.8-901.000',
  bank_accounts: [{ bank: 'BCA', account_number: '123 456 7890', account_name: 'PT RawLab Instrumen' }],
  signatory_name: 'Andi Pratama',
  signatory_title: 'Manajer Penjualan',
};

/** Saves Settings with these fields changed; answers the Settings as they were. */
export async function changeSettings(token: string, fields: Record<string, unknown>) {
  const current = (await call('/api/settings', { token })).body;
  const saved = await call('/api/settings/1', { method: 'PUT', token, json: { ...current, ...fields } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return current as Record<string, unknown>;
}

/** A published product in stock, made for the file. */
export async function testProduct(token: string): Promise<TestProduct> {
  const category = (await call('/api/categories', { token })).body[0].id;
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await call('/api/admin/products', {
    method: 'POST',
    token,
    body: productForm({
      name: `Buret Digital ${stamp}`,
      sku: `BRT-${stamp}`,
      category_id: String(category),
      price: '1250000',
      stock: '20',
      status: 'published',
      is_active: '1',
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.data;
}

/** A quote request from the public form, as a visitor sends it. */
export async function newRequest(
  product: TestProduct,
  customer: Record<string, string> = {},
  extra: Record<string, unknown> = {},
): Promise<QuoteAnswer> {
  const challenge = await call('/api/captcha');
  const sent = await call('/api/quotes', {
    method: 'POST',
    ip: nextIp(),
    json: {
      items: [{ product_id: product.id, quantity: 3 }],
      customer: {
        name: 'Dr. Rina Wulandari',
        institution: 'Lab Kimia Universitas Uji',
        phone: '0812-8880-4512',
        city: 'Bandung',
        email: '',
        ...customer,
      },
      captcha: await solveCaptchaForTests(challenge.body),
      ...extra,
    },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return sent.body.quote as QuoteAnswer;
}

export function draftBody(product: TestProduct, overrides: Record<string, unknown> = {}) {
  return {
    lines: [
      { product_id: product.id, description: product.name, quantity: 3, unit_price: 1_250_000, discount_percent: 10 },
      { description: 'Kalibrasi di lokasi', quantity: 1, unit_price: 750_000 },
    ],
    valid_until: jakartaDate(new Date(), 14),
    ...overrides,
  };
}

/** An answer that may be the API's error body instead. */
export type Or<T> = T & { message?: string; errors?: Record<string, string[]> };

export const saveDraft = (reference: string, body: unknown, token: string) =>
  call<Or<QuotationDraft>>(`/api/admin/quotes/${reference}/quotation`, { method: 'POST', token, json: body });
export const sendQuotation = (reference: string, token: string) =>
  call<Or<QuotationSent>>(`/api/admin/quotes/${reference}/quotation/send`, { method: 'POST', token });
export const adminQuote = async (reference: string, token: string) =>
  (
    await call<{ status: string; status_by: string | null; lang?: string; quotation: AdminQuotation }>(
      `/api/admin/quotes/${reference}`,
      { token },
    )
  ).body;
export const pathOf = (url: string) => new URL(url).pathname;
export const apiPathOf = (url: string) => pathOf(url).replace('/q/', '/api/q/');

/** A request with a saved draft and a sent first revision. */
export async function sentQuotation(product: TestProduct, token: string, customer: Record<string, string> = {}) {
  const request = await newRequest(product, customer);
  const saved = await saveDraft(request.reference, draftBody(product), token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const sent = await sendQuotation(request.reference, token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { reference: request.reference, sent: sent.body as QuotationSent };
}
