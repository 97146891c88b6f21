import { describe, expect, it } from 'vitest';
import { validationMessage } from '#shared/i18n/messages/validation.ts';
import { listItemCard } from '#shared/product/card.ts';
import { toListItem, type CategoryRef, type ProductListItem } from '#shared/product/views.ts';
import type { ProductRecord } from '#shared/product/record.ts';
import { quoteLineNote, quoteMessage, type QuoteAnswer } from '#shared/quote/request.ts';
import {
  DEFAULT_WHATSAPP_TEMPLATE,
  DEFAULT_WHATSAPP_TEMPLATE_EN,
  LEGACY_WHATSAPP_TEMPLATE,
  effectiveTemplate,
  productInfoMessage,
  productPageUrl,
} from '#shared/whatsapp/message.ts';
import { notFoundPage } from '#scripts/lib/site-server.ts';

describe('validationMessage: the Indonesian schema and server messages on an English page', () => {
  it.each([
    ['Nama wajib diisi', 'Please enter your name'],
    ['Format email tidak valid', 'Invalid email address'],
    ['Nama maksimal 120 karakter', 'Name: at most 120 characters'],
    ['Catatan harus berupa teks', 'Notes must be text'],
    ['Jumlah maksimal 9999', 'The quantity must be at most 9999'],
    ['⚠️ Silakan verifikasi captcha terlebih dahulu.', '⚠️ Please complete the captcha first.'],
    ['Pesan yang belum dikenal', 'Pesan yang belum dikenal'],
  ])('%s → %s', (indonesian, english) => {
    expect(validationMessage(indonesian, 'en')).toBe(english);
    expect(validationMessage(indonesian, 'id')).toBe(indonesian);
  });
});

describe('effectiveTemplate by language', () => {
  it.each([
    ['id', '', '', DEFAULT_WHATSAPP_TEMPLATE],
    ['en', '', '', DEFAULT_WHATSAPP_TEMPLATE_EN],
    ['en', '', DEFAULT_WHATSAPP_TEMPLATE, DEFAULT_WHATSAPP_TEMPLATE_EN],
    ['en', '', LEGACY_WHATSAPP_TEMPLATE, DEFAULT_WHATSAPP_TEMPLATE_EN],
    ['en', '', 'Halo, pesan {product_name}', 'Halo, pesan {product_name}'],
    ['en', 'Product {sku}', 'Halo', 'Product {sku}'],
    ['id', '', DEFAULT_WHATSAPP_TEMPLATE, DEFAULT_WHATSAPP_TEMPLATE],
  ] as const)('%s page, product %j, site %j', (lang, product, site, expected) => {
    expect(effectiveTemplate(product, site, lang)).toBe(expected);
  });

  it('links the product page and greets in the page language', () => {
    expect(productPageUrl('https://rawlab.example/', 'ph-700', 'en')).toBe('https://rawlab.example/products/ph-700');
    expect(productPageUrl('https://rawlab.example', 'ph-700', 'id')).toBe('https://rawlab.example/id/products/ph-700/');
    expect(productInfoMessage('RawLab', 'en')).toBe('Hello RawLab, I would like to ask about your products.');
    expect(productInfoMessage('RawLab', 'id')).toBe('Halo RawLab, saya ingin bertanya informasi produk.');
  });
});

describe('the quote message in the page language', () => {
  const answer = {
    reference: 'RL-2611-0001',
    seller: { company_name: 'RawLab' },
    customer: { name: 'Dewi', institution: '', phone: '', email: 'dewi@lab.co.id', city: '', notes: '' },
    lines: [
      { product_id: 1, name: 'pH 700', sku: 'PH-700', quantity: 3, unit_price: 1000, stock: 1, status: 'limited' },
    ],
    total: 1000,
  } as unknown as QuoteAnswer;

  it('speaks English on an English page and Indonesian otherwise', () => {
    const english = quoteMessage(answer, 'en');
    expect(english).toContain('Hello RawLab, I would like to request a price quotation.');
    expect(english).toContain('Reference no.: RL-2611-0001');
    expect(english).toContain('3 requested, 1 in stock: 2 back-ordered, not in the total');
    expect(english).toContain('Name: Dewi');
    const indonesian = quoteMessage(answer, 'id');
    expect(indonesian).toContain('Halo RawLab, saya ingin meminta penawaran harga.');
    expect(indonesian).toContain('Nama: Dewi');
    expect(quoteLineNote({ quantity: 1, stock: 0, status: 'out_of_stock' }, 'en')).toBe(
      'Out of stock: not in the total, our team confirms the delivery time',
    );
  });
});

describe('a catalogue card in each language', () => {
  const item = {
    id: 1,
    name: 'pH 700',
    slug: 'ph-700',
    sku: 'PH-700',
    price: 1,
    stock: 1,
    short_description: 'English summary',
    tags: [],
    updated_at: '',
    category: { id: 1, name: 'pH Meter', slug: 'ph-meter' },
    indonesian: { short_description: '', tags: [] },
    image: null,
  } satisfies ProductListItem;

  it('shows the language’s summary, else the other’s marked with its language', () => {
    expect(listItemCard(item, 'en')).toMatchObject({ summary: 'English summary' });
    expect(listItemCard(item, 'en').summaryLang).toBeUndefined();
    expect(listItemCard(item, 'id')).toMatchObject({ summary: 'English summary', summaryLang: 'en' });
    const translated = { ...item, indonesian: { short_description: 'Ringkasan', tags: [] } };
    expect(listItemCard(translated, 'id')).toMatchObject({ summary: 'Ringkasan' });
    expect(listItemCard(translated, 'id').summaryLang).toBeUndefined();
  });

  it('shows the category in the page language: its English name on English pages, else the main one marked', () => {
    const microscopes = { id: 2, name: 'Mikroskop', slug: 'mikroskop', english: { name: 'Microscopes' } };
    // The store's whole category comes in (description, colour…); only what a product shows goes out.
    const record = { ...item, category_id: 2, images: [], indonesian: {} } as unknown as ProductRecord;
    const named = toListItem(record, { ...microscopes, description: 'Deskripsi' } as CategoryRef);
    expect(named.category).toEqual(microscopes);
    expect(listItemCard(named, 'en')).toMatchObject({ category: 'Microscopes' });
    expect(listItemCard(named, 'en').categoryLang).toBeUndefined();
    expect(listItemCard(named, 'id')).toMatchObject({ category: 'Mikroskop' });
    expect(listItemCard(named, 'id').categoryLang).toBeUndefined();
    // No English name written: the Indonesian one, marked, and nothing empty travels.
    const unnamed = toListItem(record, { id: 2, name: 'Mikroskop', slug: 'mikroskop', english: { name: '' } });
    expect(unnamed.category).toEqual({ id: 2, name: 'Mikroskop', slug: 'mikroskop' });
    expect(listItemCard(unnamed, 'en')).toMatchObject({ category: 'Mikroskop', categoryLang: 'id' });
  });
});

describe('the local server’s not-found page', () => {
  it.each([
    ['/id/products/nothing', '/id/404/index.html'],
    ['/id/compare/x', '/id/404/index.html'],
    ['/penawaran/nothing', '/id/404/index.html'],
    ['/products/nothing/else', '/404.html'],
    ['/nothing', '/404.html'],
    ['/identity', '/404.html'],
  ])('%s → %s', (path, page) => {
    expect(notFoundPage(path)).toBe(page);
  });
});
