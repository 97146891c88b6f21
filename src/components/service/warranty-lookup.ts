import type { Lang } from '#shared/i18n/lang.ts';
import { SERVICE_FORM_TEXT } from './service-text.ts';

/*
 * What the form shows under the serial number when the site knows the instrument: its product and
 * warranty, from the public warranty check. An unknown serial, a limit reached or a site without that
 * check shows nothing: the request goes on without it.
 */

interface WarrantyAnswer {
  product: { name: string; slug: string } | null;
  warranty_until: string | null;
  warranty_active: boolean;
  calibration_due: string | null;
}

const formatDate = (date: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'id' ? 'id-ID' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

/** The lines to show for `serial`, or [] when there is nothing to say. */
export async function warrantyLines(serial: string, lang: Lang): Promise<string[]> {
  const t = SERVICE_FORM_TEXT[lang];
  try {
    const response = await fetch(`/api/warranty/${encodeURIComponent(serial)}`, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return [];
    const answer = (await response.json()) as WarrantyAnswer;
    const lines: string[] = [];
    if (answer.product?.name) lines.push(answer.product.name);
    if (answer.warranty_until) {
      const until = formatDate(answer.warranty_until, lang);
      lines.push(answer.warranty_active ? t.warrantyActive(until) : t.warrantyEnded(until));
    }
    if (answer.calibration_due) lines.push(t.calibrationDue(formatDate(answer.calibration_due, lang)));
    return lines;
  } catch {
    return [];
  }
}
