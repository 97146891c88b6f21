import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WHATSAPP_TEMPLATE,
  LEGACY_WHATSAPP_TEMPLATE,
  effectiveTemplate,
  fillTemplate,
  orderMessage,
} from '#shared/whatsapp/message.ts';

/* The 'Template Pesan' of Settings and of each product decides the order text. */

const values = {
  productName: 'RawLab SP-1600 UV-Vis Spectrophotometer',
  sku: 'RL-SP-1600',
  quantity: 2,
  url: 'https://rawlab.co.id/products/rawlab-sp-1600-uv-vis-spectrophotometer',
  company: 'RawLab',
};

describe('fillTemplate', () => {
  it.each([
    ['{product_name}', 'RawLab SP-1600 UV-Vis Spectrophotometer'],
    ['{sku} x{qty}', 'RL-SP-1600 x2'],
    ['Lihat {url}', 'Lihat https://rawlab.co.id/products/rawlab-sp-1600-uv-vis-spectrophotometer'],
    ['Halo {company}, {company}!', 'Halo RawLab, RawLab!'],
    ['{product_name} ({sku}) jumlah {qty} {url}', `${values.productName} (RL-SP-1600) jumlah 2 ${values.url}`],
    ['{unknown} and {PRODUCT_NAME} stay', '{unknown} and {PRODUCT_NAME} stay'],
    ['no placeholders', 'no placeholders'],
    ['', ''],
  ])('%j → %j', (template, expected) => {
    expect(fillTemplate(template, values)).toBe(expected);
  });

  it('inserts values literally ($& and {qty} inside a name are not re-read)', () => {
    expect(fillTemplate('{product_name} / {qty}', { ...values, productName: 'A $& {qty}' })).toBe('A $& {qty} / 2');
  });
});

describe('effectiveTemplate: the product wins over the site, the site over the default', () => {
  it.each([
    ['product', 'Produk {sku}', 'Situs {sku}', 'Produk {sku}'],
    ['site when the product has none', '', 'Situs {sku}', 'Situs {sku}'],
    ['site when the product has only spaces', '   ', 'Situs {sku}', 'Situs {sku}'],
    ['default when neither has one', '', '', DEFAULT_WHATSAPP_TEMPLATE],
    ['default when unset', undefined, null, DEFAULT_WHATSAPP_TEMPLATE],
    ["default for the site's old default", '', LEGACY_WHATSAPP_TEMPLATE, DEFAULT_WHATSAPP_TEMPLATE],
    ["a product's own copy of the old default is honoured", LEGACY_WHATSAPP_TEMPLATE, '', LEGACY_WHATSAPP_TEMPLATE],
  ])('%s', (_case, product, site, expected) => {
    expect(effectiveTemplate(product, site)).toBe(expected);
  });
});

describe('orderMessage', () => {
  it("an untouched site sends the original site's exact order message", () => {
    expect(orderMessage({ product: '', site: LEGACY_WHATSAPP_TEMPLATE }, values)).toBe(
      'Halo RawLab, saya ingin memesan RawLab SP-1600 UV-Vis Spectrophotometer jumlah 2',
    );
    expect(orderMessage({}, values)).toBe(orderMessage({ site: DEFAULT_WHATSAPP_TEMPLATE }, values));
  });

  it("uses the site's template, then the product's", () => {
    expect(orderMessage({ site: 'Pesan {qty} {sku}: {url}' }, values)).toBe(`Pesan 2 RL-SP-1600: ${values.url}`);
    expect(orderMessage({ product: '{product_name}?', site: 'Pesan {qty}' }, values)).toBe(`${values.productName}?`);
  });
});
