import { describe, expect, it } from 'vitest';
import { isReadyStock, productAvailability, tkdnTotal } from '#shared/product/availability.ts';
import { productJsonLd } from '#shared/product/json-ld.ts';
import { isValidGtin } from '#shared/product/procurement.ts';

/* The procurement rules shared by the product page, its JSON-LD and the feeds. */

describe('GTIN check digit', () => {
  it.each(['96385074', '036000291452', '4006381333931', '10012345678902'])('accepts %s', (gtin) => {
    expect(isValidGtin(gtin)).toBe(true);
  });
  it.each(['96385075', '036000291453', '4006381333932', '400638133393', 'abcdefgh'])('refuses %s', (gtin) => {
    expect(isValidGtin(gtin)).toBe(false);
  });
});

describe('availability', () => {
  it.each([
    [5, 'ready', 'in_stock'],
    [5, 6, 'in_stock'],
    [5, null, 'in_stock'],
    [0, 6, 'backorder'],
    [0, 'ready', 'out_of_stock'],
    [0, null, 'out_of_stock'],
  ] as const)('stock %s with lead time %s is %s', (stock, lead_time, expected) => {
    expect(productAvailability({ stock, lead_time })).toBe(expected);
  });
  it('ready stock is declared and on hand', () => {
    expect(isReadyStock({ stock: 1, lead_time: 'ready' })).toBe(true);
    expect(isReadyStock({ stock: 0, lead_time: 'ready' })).toBe(false);
    expect(isReadyStock({ stock: 3, lead_time: null })).toBe(false);
  });
  it('TKDN + BMP is their sum, capped at 100, unknown without TKDN', () => {
    expect(tkdnTotal({ tkdn_percent: 42.5, bmp_percent: 8.3 })).toBe(50.8);
    expect(tkdnTotal({ tkdn_percent: 95, bmp_percent: 15 })).toBe(100);
    expect(tkdnTotal({ tkdn_percent: 30, bmp_percent: null })).toBe(30);
    expect(tkdnTotal({ tkdn_percent: null, bmp_percent: 10 })).toBeNull();
  });
});

describe('JSON-LD', () => {
  const context = { description: 'd', images: [], category: 'c', lang: 'en', url: 'https://x/p', seller: 'RawLab' };
  const product = { name: 'P', sku: 'S', price: 100, stock: 0, brand: 'Hach', model: 'TL2300', gtin: '', lead_time: 4 };
  it('names the brand, the model as mpn, the GTIN by its length and the shared availability', () => {
    expect(productJsonLd({ ...product, gtin: '036000291452' }, context)).toMatchObject({
      brand: { '@type': 'Brand', name: 'Hach' },
      mpn: 'TL2300',
      gtin12: '036000291452',
      offers: { availability: 'https://schema.org/BackOrder' },
    });
  });
  it('leaves out what is not written', () => {
    const ld = productJsonLd({ ...product, brand: '', model: '' }, context);
    expect(ld).not.toHaveProperty('brand');
    expect(ld).not.toHaveProperty('mpn');
    expect(Object.keys(ld).some((key) => key.startsWith('gtin'))).toBe(false);
  });
});
