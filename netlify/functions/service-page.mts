import type { Config, Context } from '@netlify/functions';
import { ServiceMessageSchema } from '#shared/service/request.ts';
import { requestDeps, type Deps } from './_lib/deps.ts';
import { HttpError, notFound } from './_lib/errors.ts';
import { readForm } from './_lib/http.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import {
  addCustomerMessage,
  notifyCustomerMessage,
  type OpenedServiceRequest,
  openServiceRequest,
  privately,
  TRACKING_CSP,
  trackedView,
  trackingErrorHtml,
  type TrackingFormState,
  trackingPageHtml,
} from './_lib/services/service-desk/index.ts';

/*
 * The customer's private tracking page, /s/{token}: rendered by this function on every request (never
 * built, never cached, never indexed), in the request's language. Its message form posts as a plain
 * HTML form to /s/{token}/pesan: an error comes back with what the customer typed and the message, a
 * sent message redirects to the page (303), which then says so.
 */

const html = (body: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': TRACKING_CSP, ...headers },
  });

const pagePath = (req: Request) => new URL(req.url).pathname.replace(/\/pesan$/, '');

async function show(req: Request, deps: Deps, opened: OpenedServiceRequest, state?: TrackingFormState, status = 200) {
  const sent = new URL(req.url).searchParams.get('sent') === '1';
  const view = await trackedView(deps, opened);
  return html(trackingPageHtml(view, `${pagePath(req)}/pesan`, { sent: sent && !state, state }), status);
}

async function post(req: Request, context: Context, deps: Deps, opened: OpenedServiceRequest) {
  const form = await readForm(req, 16 * 1024);
  const value = form.get('message');
  const typed = typeof value === 'string' ? value : '';
  const parsed = ServiceMessageSchema.safeParse({ message: typed });
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? 'Data tidak valid';
    return show(req, deps, opened, { value: typed, error }, 422);
  }
  try {
    const record = await addCustomerMessage(deps, opened, parsed.data.message);
    context.waitUntil(
      notifyCustomerMessage(deps, record, parsed.data.message)
        .then((count) => (count > 0 ? drainMailQueue(deps) : undefined))
        .catch((error: unknown) => console.error('Service message notification failed:', error)),
    );
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return show(req, deps, opened, { value: typed, error: error.message }, error.status);
  }
  return new Response(null, { status: 303, headers: { Location: `${pagePath(req)}?sent=1` } });
}

async function answer(req: Request, context: Context): Promise<Response> {
  const deps = requestDeps();
  const method = req.method.toUpperCase();
  const action = context.params?.action;
  try {
    if (method === 'GET' || method === 'HEAD') {
      if (action !== undefined) throw notFound('Halaman tidak ditemukan');
      return await show(req, deps, await openServiceRequest(req, context, deps));
    }
    if (method === 'POST') {
      if (action !== 'pesan') throw notFound('Halaman tidak ditemukan');
      return await post(req, context, deps, await openServiceRequest(req, context, deps));
    }
    return html(trackingErrorHtml(405, 'Metode tidak diizinkan'), 405, { Allow: 'GET, HEAD, POST' });
  } catch (error) {
    if (error instanceof HttpError)
      return html(trackingErrorHtml(error.status, error.message), error.status, error.headers);
    console.error(`${req.method} service tracking page failed:`, error);
    return html(trackingErrorHtml(500, 'Terjadi kesalahan pada server. Coba lagi.'), 500);
  }
}

export default async (req: Request, context: Context) => {
  const response = privately(await answer(req, context));
  return req.method.toUpperCase() === 'HEAD'
    ? new Response(null, { status: response.status, headers: response.headers })
    : response;
};

export const config: Config = { path: ['/s/:token', '/s/:token/:action'] };
