import type { PublicSettings } from './schema.ts';

/*
 * What of the public settings shapes a product page's order link and note (OrderBox.tsx): no zod here,
 * the product page's early script reads it (the schema is imported for its types only).
 */

/** Set in every settings answer this server gives. */
type Always = 'company_name' | 'whatsapp_number' | 'whatsapp_template';
/** The English template and the WhatsApp routing, where the settings answer has them. */
type Routing = 'whatsapp_template_en' | 'category_whatsapp' | 'sales_numbers' | 'business_hours';

export type OrderSettings = Pick<PublicSettings, Always> & Partial<Pick<PublicSettings, Routing>>;

const ORDER_FIELDS: ReadonlyArray<Always | Routing> = [
  'company_name',
  'whatsapp_number',
  'whatsapp_template',
  'whatsapp_template_en',
  'category_whatsapp',
  'sales_numbers',
  'business_hours',
];

/**
 * The order settings out of the public settings, in one shape for the build (the page's props and
 * its fingerprint) and the browser (the fresh settings compared with them).
 */
export function orderSettings(settings: PublicSettings): OrderSettings {
  return Object.fromEntries(
    ORDER_FIELDS.filter((field) => settings[field] !== undefined).map((field) => [field, settings[field]]),
  ) as OrderSettings;
}
