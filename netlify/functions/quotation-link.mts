import type { Config, Context } from '@netlify/functions';
import { AcceptQuotationSchema, RequestRevisionSchema } from '#shared/quote/quotation/schema.ts';
import { requestDeps } from './_lib/deps.ts';
import { notFound } from './_lib/errors.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import {
  acceptQuotation,
  buyerQuotation,
  isBuyerView,
  markOpened,
  notifyQuotationAccepted,
  notifyRevisionRequested,
  openQuotation,
  privately,
  requestQuotationRevision,
} from './_lib/services/quotes/index.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import type { Deps } from './_lib/deps.ts';

/*
 * The buyer's private link, as JSON: the quotation (its first view recorded), 'Terima penawaran' and
 * 'Minta revisi'. The page at /q/{token} (quotation-page.mts) does the same without JavaScript.
 */

/** The company's mail is queued, then sent after the answer. */
function notifyAfter(context: Context, deps: Deps, queued: Promise<number>) {
  context.waitUntil(
    queued
      .then((count) => (count > 0 ? drainMailQueue(deps) : undefined))
      .catch((error: unknown) => console.error('Quotation notification failed:', error)),
  );
}

const routes = handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    if (context.params?.action !== undefined) throw notFound('Tidak ditemukan');
    const opened = await openQuotation(req, context, deps);
    const revision = isBuyerView(req) ? await markOpened(deps, opened) : opened.revision;
    return json(buyerQuotation({ ...opened, revision }, new URL(req.url).origin, deps.now()));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    const action = context.params?.action;
    if (action !== 'accept' && action !== 'revision') throw notFound('Tidak ditemukan');
    const opened = await openQuotation(req, context, deps);
    const origin = new URL(req.url).origin;
    if (action === 'accept') {
      const revision = await acceptQuotation(deps, opened, await readJsonAs(req, AcceptQuotationSchema));
      notifyAfter(context, deps, notifyQuotationAccepted(deps, opened.reference, revision));
      return json(buyerQuotation({ ...opened, revision }, origin, deps.now()));
    }
    const revision = await requestQuotationRevision(deps, opened, await readJsonAs(req, RequestRevisionSchema));
    notifyAfter(context, deps, notifyRevisionRequested(deps, opened.reference, revision));
    return json(buyerQuotation({ ...opened, revision }, origin, deps.now()), 201);
  },
});

export default async (req: Request, context: Context) => privately(await routes(req, context));

export const config: Config = { path: ['/api/q/:token', '/api/q/:token/:action'] };
