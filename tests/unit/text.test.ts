import { describe, expect, it } from 'vitest';
import { CategoryInputSchema } from '#shared/catalogue/category.ts';
import { ContactSchema } from '#shared/inbox/contact.ts';
import { SettingsSchema } from '#shared/settings/schema.ts';
import { UserCreateSchema, UserUpdateSchema } from '#shared/accounts/user.ts';
import { ProductFieldsSchema, SpecificationSchema } from '#shared/product/fields.ts';
import { isSafeName } from '#shared/common/text.ts';

describe('isSafeName', () => {
  it.each([
    ['Siti Rahma', true],
    ['PT Lab Sejahtera Tbk.', true],
    ['Ñandú Ölçer 東京 عربى', true],
    ['pH Meter — 200 (UV/Vis) & co', true],
    ['emoji 🧪 ok', true],
    ['', true],
    ['NUL \u0000 inside', false],
    ['bell \u0007', false],
    ['line\nbreak', false],
    ['tab\tinside', false],
    ['escape \u001b[31m', false],
    ['delete \u007f', false],
    ['C1 \u0085 next line', false],
    ['right-to-left override \u202e', false],
    ['left-to-right embedding \u202a', false],
    ['pop directional \u202c', false],
    ['isolate \u2066x\u2069', false],
    ['first strong isolate \u2068', false],
    ['right-to-left mark \u200f', false],
    ['arabic letter mark \u061c', false],
    // MIME encoded words count as the text they decode to (a mail program shows them decoded).
    ['=?UTF-8?B?U2l0aSBSYWhtYQ==?=', true],
    ['=?utf-8?q?Siti_Rahma?=', true],
    [`=?UTF-8?B?${btoa('x\r\nBcc: victim@example.com')}?=`, false],
    ['=?utf-8?Q?x=0D=0ABcc:_victim@example.com?=', false],
    ['Rina =?ISO-8859-1?Q?=0A?= Uji', false],
    // U+202E RIGHT-TO-LEFT OVERRIDE, UTF-8 E2 80 AE.
    ['=?UTF-8?B?4oCu?=', false],
    ['=?x-unknown-charset?B?YQ==?=', false],
    ['=?UTF-8?B?not base64!?=', true],
  ])('%j → %s', (text, safe) => {
    expect(isSafeName(text)).toBe(safe);
  });
});

describe('every name field refuses control and bidirectional characters', () => {
  const bad = 'Nama \u202egnp.exe';
  const product = { name: 'x', sku: 'A-1', category_id: 1, price: 1, stock: 1 };
  const settings = {
    whatsapp_number: '6281234567890',
    whatsapp_template: 'x',
    company_name: 'x',
    company_email: 'a@b.co',
    company_phone: '1',
    company_address: 'x',
  };
  it.each([
    ['contact fullName', ContactSchema, { fullName: bad, email: 'a@b.co', captcha: 'x' }, 'fullName'],
    ['contact company', ContactSchema, { fullName: 'A', email: 'a@b.co', company: bad, captcha: 'x' }, 'company'],
    ['category name', CategoryInputSchema, { name: bad }, 'name'],
    ['product name', ProductFieldsSchema, { ...product, name: bad }, 'name'],
    ['specification name', SpecificationSchema, { name: bad, value: 'x' }, 'name'],
    ['company name', SettingsSchema, { ...settings, company_name: bad }, 'company_name'],
    ['new user name', UserCreateSchema, { name: bad, email: 'a@b.co', password: 'Long-Enough-1' }, 'name'],
    ['user name', UserUpdateSchema, { name: 'A\u0000', email: 'a@b.co', role: 'Staff' }, 'name'],
    [
      'contact fullName, as a MIME encoded word hiding a Bcc line',
      ContactSchema,
      { fullName: '=?utf-8?Q?Rina=0D=0ABcc:_all@example.com?=', email: 'a@b.co', captcha: 'x' },
      'fullName',
    ],
  ] as const)('%s', (_label, schema, value, field) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path[0])).toContain(field);
    const good = { ...value, [field]: 'Nama Biasa' };
    expect(schema.safeParse(good).success).toBe(true);
  });
});
