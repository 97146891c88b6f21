import type { Config } from '@netlify/functions';
import { QuotationDraftInputSchema } from '#shared/quote/quotation/schema.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { forbidden, notFound } from './_lib/errors.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import {
  deliverQuotation,
  missingLetterSettings,
  readQuotation,
  saveQuotationDraft,
  starterDraft,
} from './_lib/services/quotes/index.ts';
import { readSettings } from './_lib/services/settings/index.ts';

/**
 * A request's formal quotation: read and save the draft (Staff and above), send it as the next
 * revision (Manager and above, or Staff too when Settings allow it).
 */
export default handler({
  /**
   * The saved draft, or the one 'Buat penawaran resmi' starts from (not stored until saved), and
   * `missing`: the Settings fields a letter still lacks, so the editor says so before 'Kirim'.
   */
  GET: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference ?? '';
    if (context.params?.action !== undefined) throw notFound('Tidak ditemukan');
    const [saved, settings] = await Promise.all([
      readQuotation(deps, reference).then((doc) => doc?.draft),
      readSettings(deps),
    ]);
    return json({
      draft: saved ?? (await starterDraft(deps, reference, user.name)),
      saved: Boolean(saved),
      missing: Object.keys(missingLetterSettings(settings)),
    });
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference ?? '';
    const action = context.params?.action;
    if (action !== undefined && action !== 'send') throw notFound('Tidak ditemukan');
    if (action === undefined) {
      const input = await readJsonAs(req, QuotationDraftInputSchema);
      return json(await saveQuotationDraft(deps, reference, input, user.name));
    }
    if (user.role === 'Staff' && !(await readSettings(deps)).staff_can_send_quotations) {
      throw forbidden('Hanya Manager ke atas yang dapat mengirim penawaran');
    }
    const sent = await deliverQuotation(deps, reference, user.name, new URL(req.url).origin);
    // The buyer's mail goes out after the answer (waitUntil), as every other mail.
    if (sent.emailed) {
      context.waitUntil(
        drainMailQueue(deps).catch((error: unknown) => console.error('Mail drain after a quotation failed:', error)),
      );
    }
    return json(sent, 201);
  },
});

export const config: Config = {
  path: ['/api/admin/quotes/:reference/quotation', '/api/admin/quotes/:reference/quotation/:action'],
};
