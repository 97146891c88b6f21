import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from '#lib/browser/api-client.ts';
import { fieldMessages } from '#shared/common/field-messages.ts';

const answer = (status: number, body: string) => async () => new Response(body, { status });

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the JSON of a 2xx', async () => {
    vi.stubGlobal('fetch', answer(200, '{"data":[1]}'));
    expect(await apiRequest('/api/products')).toEqual({ data: [1] });
  });

  it('sends a JSON body as a POST with its content type', async () => {
    const fetch = vi.fn(answer(201, '{"success":true}'));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/api/contact', { json: { a: 1 }, keepalive: true });
    const [path, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', keepalive: true });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it.each([
    [
      'a 422 with field errors',
      answer(422, '{"message":"Nama wajib","errors":{"customer.name":["Nama wajib"]}}'),
      { status: 422, message: 'Nama wajib', errors: { 'customer.name': ['Nama wajib'] } },
    ],
    [
      'a 404 with a message',
      answer(404, '{"message":"Produk tidak ditemukan"}'),
      { status: 404, message: 'Produk tidak ditemukan', errors: undefined },
    ],
    ['a proxy error page', answer(502, '<html>Bad gateway</html>'), { status: 502, message: '', errors: undefined }],
    ['a 2xx that is not JSON', answer(200, 'not json'), { status: 200, message: '', errors: undefined }],
    [
      'no answer',
      async () => Promise.reject(new TypeError('Failed to fetch')),
      { status: 0, message: '', errors: undefined },
    ],
  ])('fails with one ApiError shape for %s', async (_, fetch, problem) => {
    vi.stubGlobal('fetch', fetch);
    const error = await apiRequest('/api/quotes').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    const { status, message, errors } = error as ApiError;
    expect({ status, message, errors }).toEqual(problem);
  });
});

describe('fieldMessages', () => {
  it.each([
    [undefined, '', {}],
    [{ name: ['Wajib', 'Terlalu pendek'], slug: ['Dipakai'] }, '', { name: 'Wajib', slug: 'Dipakai' }],
    [{ 'customer.phone': ['Tidak valid'], captcha: ['Verifikasi'] }, 'customer.', { phone: 'Tidak valid' }],
    [{ name: [] }, '', {}],
  ])('%j with prefix %j gives %j', (errors, prefix, expected) => {
    expect(fieldMessages(errors, prefix)).toEqual(expected);
  });
});
