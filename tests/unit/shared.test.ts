import { describe, expect, it } from 'vitest';
import { formatIdr } from '#shared/common/format.ts';
import { slugify } from '#shared/common/slug.ts';
import { adminStockStatus, isLowStockNumber, publicStockBadge } from '#shared/product/stock.ts';
import { clampQuoteQuantity } from '#shared/quote/request.ts';
import { fillTemplate, orderMessage, whatsappUrl } from '#shared/whatsapp/message.ts';

describe('slugify', () => {
  it.each([
    ['pH Meter Pro 200', 'ph-meter-pro-200'],
    ['  Leading and trailing  ', 'leading-and-trailing'],
    ['EC / Conductivity Meters', 'ec-conductivity-meters'],
    ['Multi---hyphen -- name', 'multi-hyphen-name'],
    ['Spectro™ UV-Vis (190–1100 nm)', 'spectrotm-uv-vis-1901100-nm'],
    ['Mikroskop Binokuler Édition', 'mikroskop-binokuler-edition'],
    ['<script>alert(1)</script>', 'scriptalert1script'],
    ['!!!', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('admin stock badge', () => {
  it.each([
    [0, undefined, 'out_of_stock'],
    [5, 'out_of_stock', 'out_of_stock'],
    [1, undefined, 'low_stock'],
    [2, undefined, 'low_stock'],
    [50, 'low_stock', 'low_stock'],
    [3, undefined, 'active'],
    [100, 'active', 'active'],
  ] as const)('stock %i, status %s → %s', (stock, status, expected) => {
    expect(adminStockStatus(stock, status)).toBe(expected);
  });

  it.each([
    [2, true],
    [3, false],
  ])('stock %i shown in red: %s', (stock, red) => {
    expect(isLowStockNumber(stock)).toBe(red);
  });
});

describe('public stock badge', () => {
  it.each([
    [0, 'Out of stock', 'out'],
    [1, '1 in stock', 'secondary'],
    [10, '10 in stock', 'secondary'],
    [11, '11 in stock', 'plain'],
  ] as const)('stock %i → %s (%s)', (stock, label, tone) => {
    expect(publicStockBadge(stock, 'en')).toEqual({ label, tone });
  });

  it.each([
    [0, 'Stok habis', 'out'],
    [3, 'Stok 3', 'secondary'],
    [40, 'Stok 40', 'plain'],
  ] as const)('on an Indonesian page, stock %i → %s (%s)', (stock, label, tone) => {
    expect(publicStockBadge(stock, 'id')).toEqual({ label, tone });
  });
});

describe('quantity stepper bounds: 1 to 9,999 whatever the stock (a quote may ask for more than is in stock)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 20],
    [2.7, 2],
    [Number.NaN, 1],
    [10_000, 9999],
  ])('quantity %d → %d', (quantity, expected) => {
    expect(clampQuoteQuantity(quantity)).toBe(expected);
  });
});

describe('IDR formatting', () => {
  it.each([
    [0, 'Rp 0'],
    [1250000, 'Rp 1.250.000'],
    [185000000, 'Rp 185.000.000'],
    [999, 'Rp 999'],
  ])('%i → %s', (amount, expected) => {
    expect(formatIdr(amount)).toBe(expected);
  });

  it("writes what Intl's id-ID rupiah format writes (with a plain space)", () => {
    const intl = new Intl.NumberFormat('id-ID', {
      style: 'currency',
      currency: 'IDR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const amounts = [1, 12, 123, 1234, 999_999, 1_000_000, 1.5, 2.5, 1249.49, -1, -1234, -1.5, 987_654_321_012];
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const amount of amounts) expect(formatIdr(amount)).toBe(intl.format(amount).replace(/\u00a0/g, ' '));
  });
});

describe('WhatsApp order message', () => {
  it('greets the company and names product and quantity', () => {
    const values = {
      productName: 'RawLab PH-700 Benchtop pH Meter',
      sku: 'RL-PH-700',
      quantity: 3,
      url: '',
      company: 'RawLab',
    };
    expect(orderMessage({}, values)).toBe('Halo RawLab, saya ingin memesan RawLab PH-700 Benchtop pH Meter jumlah 3');
  });

  it.each([
    [
      '6281234567890',
      'Halo RawLab, saya ingin memesan X & Y jumlah 2',
      'https://wa.me/6281234567890?text=Halo%20RawLab%2C%20saya%20ingin%20memesan%20X%20%26%20Y%20jumlah%202',
    ],
    ['628111', 'a/b?c=d#e', 'https://wa.me/628111?text=a%2Fb%3Fc%3Dd%23e'],
  ])('link to %s with %j', (number, text, expected) => {
    expect(whatsappUrl(number, text)).toBe(expected);
  });

  it('fills every {product_name} placeholder', () => {
    const values = { productName: 'DO-600', sku: '', quantity: 1, url: '', company: 'RawLab' };
    expect(fillTemplate('Halo, saya tertarik dengan produk {product_name}. {product_name}?', values)).toBe(
      'Halo, saya tertarik dengan produk DO-600. DO-600?',
    );
  });
});
