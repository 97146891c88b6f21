import { useQuery } from '@tanstack/react-query';
import type { Settings } from '#shared/settings/schema.ts';
import { TEMPLATE_PLACEHOLDERS, orderMessage, type OrderMessageValues } from '#shared/whatsapp/message.ts';
import { api } from '../lib/api-client.ts';
import { queryKeys } from '../lib/shared-queries.ts';

/** The placeholders a 'Template Pesan' may use, for the field's hint. */
export const TEMPLATE_HINT = `Penanda: ${TEMPLATE_PLACEHOLDERS.join(', ')} (nama produk, SKU, jumlah, tautan halaman, nama perusahaan).`;

/** The public origin the product pages name in `{url}` (set by src/pages/admin/index.astro). */
export function publicSiteUrl(): string {
  return document.querySelector('meta[name="rawlab-site-url"]')?.getAttribute('content') || location.origin;
}

/** The saved site settings (company name, site template), shared with the Settings screen's cache. */
export function useSiteSettings() {
  return useQuery({ queryKey: queryKeys.settings, queryFn: () => api.get<Settings>('/api/settings') });
}

/**
 * 'Pratinjau': the very text the product page's order button sends for these values, through the
 * same function (src/shared/whatsapp/message.ts), so what the admin reads is what the customer's chat opens with.
 */
export function WhatsAppPreview(props: {
  templates: { product?: string; site?: string };
  values: OrderMessageValues;
  caption: string;
}) {
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-xs text-slate-600">
      <p className="font-medium text-slate-700">{props.caption}</p>
      <p className="mt-1 break-words whitespace-pre-wrap text-slate-800" data-testid="whatsapp-preview">
        {orderMessage(props.templates, props.values)}
      </p>
    </div>
  );
}
