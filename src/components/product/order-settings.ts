import type { RoutingSettings } from '#shared/settings/routing.ts';
// A type only (erased from the bundle): the settings the build reads are the ones the API answers.
import type { PublicSettings } from '#lib/build/build-data.ts';

/** What of the settings shapes a product page's order link and note (OrderBox.tsx). */
export interface OrderSettings extends Partial<Omit<RoutingSettings, 'whatsapp_number'>> {
  company_name: string;
  whatsapp_number: string;
  whatsapp_template: string;
  /** The site's template for English pages, once the settings have one; the main template otherwise. */
  whatsapp_template_en?: string;
}

/**
 * The order settings out of the public settings, in one shape for the build (the page's props and
 * its fingerprint) and the browser (the fresh settings compared with them).
 */
export function orderSettings(settings: PublicSettings): OrderSettings {
  return {
    company_name: settings.company_name,
    whatsapp_number: settings.whatsapp_number,
    whatsapp_template: settings.whatsapp_template,
    ...('whatsapp_template_en' in settings && typeof settings.whatsapp_template_en === 'string'
      ? { whatsapp_template_en: settings.whatsapp_template_en }
      : {}),
    category_whatsapp: settings.category_whatsapp,
    sales_numbers: settings.sales_numbers,
    business_hours: settings.business_hours,
  };
}
