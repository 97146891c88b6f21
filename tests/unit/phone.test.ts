import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from '#shared/common/phone.ts';
import { SettingsSchema } from '#shared/settings/schema.ts';
import { ProductFieldsSchema } from '#shared/product/fields.ts';

describe('normalizePhone', () => {
  it.each([
    ['0812-8880-4512', '6281288804512'],
    ['+62 812 8880 4512', '6281288804512'],
    ['+62-812-8880-4512', '6281288804512'],
    ['(0812) 8880 4512', '6281288804512'],
    ['0812.8880.4512', '6281288804512'],
    ['62 812 8880 4512', '6281288804512'],
    ['6281288804512', '6281288804512'],
    ['0062 812 8880 4512', '6281288804512'],
    ['812 8880 4512', '6281288804512'],
    ['  081288804512  ', '6281288804512'],
    ['021 5093 1188', '622150931188'],
    ['+65 6123 4567', '6561234567'],
    ['', ''],
    ['0812-ABC', '0812-ABC'],
    ['nomor saya 0812', 'nomor saya 0812'],
  ])('%j → %j', (typed, expected) => {
    expect(normalizePhone(typed)).toBe(expected);
  });
});

describe('formatPhone: a stored number as people write it (quotes, contacts, CSV)', () => {
  it.each([
    ['6281234567890', '0812-3456-7890'],
    ['6281288804512', '0812-8880-4512'],
    ['628123456789', '0812-3456-789'],
    ['62812345678901', '0812-3456-78901'],
    ['622150931188', '021-5093-1188'],
    ['6227412345', '0274-12345'],
    ['6561234567', '+65 61234567'],
    ['', ''],
    ['0812-ABC', '0812-ABC'],
  ])('%j → %j', (stored, written) => {
    expect(formatPhone(stored)).toBe(written);
  });
  it.each([['0812-3456-7890'], ['+62 812 3456 7890'], ['(021) 5093 1188']])(
    'what a person typed reads the same after it is stored: %j',
    (typed) => {
      expect(normalizePhone(formatPhone(normalizePhone(typed)))).toBe(normalizePhone(typed));
    },
  );
});

describe('SettingsSchema whatsapp_number (the server parses the same schema)', () => {
  const settings = {
    whatsapp_template: 'Halo {company}',
    company_name: 'RawLab',
    company_email: 'info@rawlab.co.id',
    company_phone: '+62 21 5093 1188',
    company_address: 'Jakarta',
  };
  it.each([
    ['0812-8880-4512', '6281288804512'],
    ['+62 812 8880 4512', '6281288804512'],
    ['6281234567890', '6281234567890'],
  ])('%j is stored as %j', (typed, stored) => {
    expect(SettingsSchema.parse({ ...settings, whatsapp_number: typed }).whatsapp_number).toBe(stored);
  });
  it.each([['0812-ABC'], ['+65 6123 4567'], ['0812'], ['']])('%j is refused', (typed) => {
    expect(SettingsSchema.safeParse({ ...settings, whatsapp_number: typed }).success).toBe(false);
  });
});

describe("ProductFieldsSchema whatsapp_number (the product's own number, parsed by the server too)", () => {
  const product = { name: 'pH Meter', sku: 'PH-1', category_id: 1, price: 1000, stock: 1 };
  it.each([
    ['0812-8880-4512', '6281288804512'],
    ['+62 812 8880 4512', '6281288804512'],
    ['6281234567890', '6281234567890'],
    ['', ''],
    ['   ', ''],
  ])('%j is stored as %j', (typed, stored) => {
    expect(ProductFieldsSchema.parse({ ...product, whatsapp_number: typed }).whatsapp_number).toBe(stored);
  });
  it.each([['0812-ABC'], ['+65 6123 4567'], ['0812']])('%j is refused', (typed) => {
    expect(ProductFieldsSchema.safeParse({ ...product, whatsapp_number: typed }).success).toBe(false);
  });
  it('a stored record parses to itself (the build re-validates records)', () => {
    expect(ProductFieldsSchema.parse({ ...product }).whatsapp_number).toBe('');
  });
});
