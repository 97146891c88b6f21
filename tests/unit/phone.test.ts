import { describe, expect, it } from 'vitest';
import { normalizePhone } from '#shared/phone.ts';
import { SettingsSchema } from '#shared/schemas.ts';
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
