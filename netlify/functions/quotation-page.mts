import type { Config, Context } from '@netlify/functions';
import { z } from 'zod';
import { AcceptQuotationSchema, RequestRevisionSchema } from '#shared/quote/quotation/schema.ts';
import { fieldErrors } from '#shared/common/field-messages.ts';
import { requestDeps, type Deps } from './_lib/deps.ts';
import { HttpError, notFound } from './_lib/errors.ts';
import { readForm } from './_lib/http.ts';
import {
  acceptQuotation,
  buyerQuotation,
  type FormState,
  isBuyerView,
  markOpened,
  notifyQuotationAccepted,
  notifyRevisionRequested,
  type OpenedQuotation,
  openQuotation,
  PAGE_CSP,
  privately,
  quotationErrorHtml,
  quotationLetter,
  quotationPageHtml,
  quotationPdfName,
  requestQuotationRevision,
} from './_lib/services/quotes/index.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';

/*
 * The buyer's private page, /q/{token}: rendered by this function on every request (never built,
 * never cached, never indexed), its PDF at /q/{token}/pdf (made once per revision and kept), and its two forms posted as plain HTML
 * forms to /q/{token}/terima and /q/{token}/revisi. A form with an error comes back with what the
 * buyer typed and the message; a successful one redirects to the page (303), which then says so.
 */

const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP, ...headers },
  });

const FORMS = {
  terima: { form: 'accept', schema: AcceptQuotationSchema },
  revisi: { form: 'revision', schema: RequestRevisionSchema },
} as const;

async function show(req: Request, deps: Deps, opened: OpenedQuotation, state?: FormState, status = 200) {
  const revision = state || !isBuyerView(req) ? opened.revision : await markOpened(deps, opened);
  return html(
    quotationPageHtml(buyerQuotation({ ...opened, revision }, new URL(req.url).origin, deps.now()), state),
    status,
  );
}

async function pdf(req: Request, deps: Deps, opened: OpenedQuotation): Promise<Response> {
  const headers = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${quotationPdfName(opened.reference, opened.revision.revision)}"`,
  };
  // A HEAD (a link checker, a chat app's preview) learns what the link holds without the letter read or made.
  if (req.method.toUpperCase() === 'HEAD') return new Response(null, { headers });
  const revision = isBuyerView(req) ? await markOpened(deps, opened) : opened.revision;
  const bytes = await quotationLetter(opened.reference, revision);
  return new Response(new Uint8Array(bytes), { headers });
}

async function submit(req: Request, context: Context, deps: Deps, opened: OpenedQuotation, action: keyof typeof FORMS) {
  const { form, schema } = FORMS[action];
  const values = Object.fromEntries(
    [...(await readForm(req, 16 * 1024)).entries()].map(([key, value]) => [
      key,
      typeof value === 'string' ? value : '',
    ]),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Data tidak valid';
    return show(req, deps, opened, { form, values, message, errors: fieldErrors(parsed.error) }, 422);
  }
  try {
    const revision =
      action === 'terima'
        ? await acceptQuotation(deps, opened, parsed.data as z.infer<typeof AcceptQuotationSchema>)
        : await requestQuotationRevision(deps, opened, parsed.data as z.infer<typeof RequestRevisionSchema>);
    const queued =
      action === 'terima'
        ? notifyQuotationAccepted(deps, opened.reference, revision)
        : notifyRevisionRequested(deps, opened.reference, revision);
    context.waitUntil(
      queued
        .then((count) => (count > 0 ? drainMailQueue(deps) : undefined))
        .catch((error: unknown) => console.error('Quotation notification failed:', error)),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    const fresh = { ...opened, revision: (await reopen(req, context, deps)).revision };
    return show(req, deps, fresh, { form, values, message: error.message, errors: {} }, error.status);
  }
  return new Response(null, { status: 303, headers: { Location: new URL(req.url).pathname.replace(/\/[^/]+$/, '') } });
}

const reopen = (req: Request, context: Context, deps: Deps) => openQuotation(req, context, deps);

async function answer(req: Request, context: Context): Promise<Response> {
  const deps = requestDeps();
  const method = req.method.toUpperCase();
  const action = context.params?.action;
  try {
    if (method === 'GET' || method === 'HEAD') {
      if (action !== undefined && action !== 'pdf') throw notFound('Halaman tidak ditemukan');
      const opened = await openQuotation(req, context, deps);
      return action === 'pdf' ? await pdf(req, deps, opened) : await show(req, deps, opened);
    }
    if (method === 'POST') {
      if (action !== 'terima' && action !== 'revisi') throw notFound('Halaman tidak ditemukan');
      return await submit(req, context, deps, await openQuotation(req, context, deps), action);
    }
    return html(quotationErrorHtml(405, 'Metode tidak diizinkan'), 405, { Allow: 'GET, HEAD, POST' });
  } catch (error) {
    if (error instanceof HttpError)
      return html(quotationErrorHtml(error.status, error.message), error.status, error.headers);
    console.error(`${req.method} quotation page failed:`, error);
    return html(quotationErrorHtml(500, 'Terjadi kesalahan pada server. Coba lagi.'), 500);
  }
}

export default async (req: Request, context: Context) => {
  const response = privately(await answer(req, context));
  return req.method.toUpperCase() === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response;
};

export const config: Config = { path: ['/q/:token', '/q/:token/:action'] };
