import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderSettings } from '#shared/settings/order.ts';
import { DEFAULT_SETTINGS, publicSettings, SettingsSchema } from '#shared/settings/schema.ts';

/*
 * The settings model is written once (src/shared/settings/schema.ts): the defaults and the public view
 * follow the schema's fields, so a field added there reaches an empty store and the public answer
 * without being named anywhere else.
 */
const schemaFields = Object.keys(SettingsSchema.shape);
const PRIVATE = ['enable_notifications', 'auto_reply', 'npwp', 'bank_accounts', 'staff_can_send_quotations'];

describe('the settings model', () => {
  it('gives every field of the schema a default, and no other field', () => {
    expect(Object.keys(DEFAULT_SETTINGS).sort()).toEqual([...schemaFields].sort());
  });

  it('shows visitors every field but the internal switches, the tax number, bank accounts and permissions', () => {
    const visible = publicSettings({ ...DEFAULT_SETTINGS, npwp: '01.234.567.8-901.000' });
    expect(Object.keys(visible).sort()).toEqual(schemaFields.filter((field) => !PRIVATE.includes(field)).sort());
    expect(visible).toMatchObject({ company_name: DEFAULT_SETTINGS.company_name, ppn_rate: DEFAULT_SETTINGS.ppn_rate });
  });

  it("gives the product page's order box its fields, leaving out what an answer does not carry", () => {
    const settings = { ...publicSettings(DEFAULT_SETTINGS), whatsapp_number: '6281288804512' };
    expect(orderSettings(settings)).toEqual({
      company_name: 'RawLab',
      whatsapp_number: '6281288804512',
      whatsapp_template: DEFAULT_SETTINGS.whatsapp_template,
      whatsapp_template_en: '',
      category_whatsapp: [],
      sales_numbers: [],
      business_hours: DEFAULT_SETTINGS.business_hours,
    });
    const { whatsapp_template_en: _english, ...older } = settings;
    expect(orderSettings(older as typeof settings)).not.toHaveProperty('whatsapp_template_en');
  });
});

describe('where a settings field is named', () => {
  const sources = ['src', 'netlify', 'scripts'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|mts|astro)$/.test(file) && !/(^|\/)seed\//.test(file))
      .map((file) => join(folder, file)),
  );
  const namedIn = (field: string) =>
    sources.filter((file) => new RegExp(`\\b${field}\\b`).test(readFileSync(file, 'utf8')));

  // A field one place reads: its model (schema, default and words for the log), the Settings form and
  // its reader. A field shown in many places is named where it is shown.
  it.each(['auto_reply', 'enable_notifications', 'staff_can_send_quotations', 'prices_include_ppn', 'ppn_rate'])(
    '%s: in the model, the form and its reader only',
    (field) => {
      const files = namedIn(field);
      expect(files).toContain('src/shared/settings/schema.ts');
      expect(files.length, files.join(', ')).toBeLessThanOrEqual(3);
    },
  );
});
