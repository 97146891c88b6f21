import type { Settings } from './api-types.ts';

/**
 * The number a quote request's WhatsApp message goes to. The one place that chooses it: today the
 * site's default number from Settings.
 */
export function quoteWhatsAppNumber(settings: Pick<Settings, 'whatsapp_number'>): string {
  return settings.whatsapp_number;
}
