import type { Context } from '@netlify/functions';
import { z } from 'zod';
import { fieldErrors } from '#shared/common/field-messages.ts';
import { HttpError } from './errors.ts';
import { withActorScope } from './services/activity/index.ts';
import { requestDeps } from './deps.ts';
import { countApiCall } from './api-calls.ts';

/*
 * Request parsing and the one place where errors become responses, so handlers stay short: every handler
 * is wrapped by `handler`, so an API never answers a stack trace or an HTML 500.
 */

export const MAX_JSON_BYTES = 64 * 1024;
export const MAX_FORM_BYTES = 3 * 1024 * 1024;
/**
 * A product save with its new images and PDFs: what one Netlify function request can carry (6 MB of
 * base64, about 4.5 MB of file). Larger uploads go over several saves.
 */
export const MAX_PRODUCT_FORM_BYTES = Math.floor(4.5 * 1024 * 1024);

const baseHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonText(JSON.stringify(body), status, headers);
}

/** A JSON answer whose text is already made (a cached list). */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...baseHeaders, ...headers },
  });
}

export function errorResponse(error: HttpError, extra: Record<string, unknown> = {}): Response {
  const body: Record<string, unknown> = { ...extra, message: error.message };
  if (error.errors) body.errors = error.errors;
  return json(body, error.status, error.headers);
}

export type Handler = (req: Request, context: Context) => Promise<Response>;

/** The methods a resource answers: its own, and HEAD wherever GET is. */
export function allowedMethods(routes: Partial<Record<string, Handler>>): string[] {
  const methods = Object.keys(routes);
  return routes.GET && !routes.HEAD ? [...methods, 'HEAD'] : methods;
}

/**
 * Wraps a handler: maps HttpError and ZodError to JSON 4xx/5xx, logs anything unexpected and answers
 * a generic JSON 500. `extra` fields are added to every error body (the contact form reads `success`).
 *
 * Functions declare no `config.method`: Netlify then hands every method to the function, so an
 * unlisted one gets this JSON 405 with `Allow`, and HEAD gets GET's status and headers without a body
 * (with a method list, Netlify would answer them itself with an HTML 404).
 */
export function handler(routes: Partial<Record<string, Handler>>, extra: Record<string, unknown> = {}) {
  const answer = async (req: Request, context: Context): Promise<Response> => {
    try {
      const method = req.method.toUpperCase();
      const route = routes[method] ?? (method === 'HEAD' ? routes.GET : undefined);
      if (!route) {
        throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: allowedMethods(routes).join(', ') } });
      }
      return await route(req, context);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error, extra);
      if (error instanceof z.ZodError) {
        return errorResponse(new HttpError(422, firstMessage(error), { errors: fieldErrors(error) }), extra);
      }
      console.error(`${req.method} ${new URL(req.url).pathname} failed:`, error);
      return json({ ...extra, message: 'Terjadi kesalahan pada server. Coba lagi.' }, 500);
    }
  };
  return async (req: Request, context: Context): Promise<Response> => {
    // Each request records its own author in the activity log (activity/actor.ts).
    const response = await withActorScope(() => answer(req, context));
    // Counted for the dashboard's traffic estimate: in memory, written at most once a minute.
    await countApiCall(requestDeps);
    return req.method.toUpperCase() === 'HEAD' ? withoutBody(response) : response;
  };
}

function withoutBody(response: Response): Response {
  void response.body?.cancel();
  return new Response(null, { status: response.status, headers: response.headers });
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Data tidak valid';
}

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new HttpError(422, firstMessage(parsed.error), { errors: fieldErrors(parsed.error) });
  }
  return parsed.data;
}

export async function readBody(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > limit) throw tooLarge(limit);
  if (!req.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, `Data yang dikirim terlalu besar (maksimal ${Math.round(limit / 1024)} KB)`);
}

function mediaType(req: Request): string {
  return (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON body (415 for another content type, 413 when too large, 400 when malformed).
 * `types` widens the accepted media types (a beacon's text/plain body).
 */
export async function readJson(
  req: Request,
  limit = MAX_JSON_BYTES,
  types: readonly string[] = ['application/json'],
): Promise<unknown> {
  if (!types.includes(mediaType(req))) {
    throw new HttpError(415, 'Content-Type harus application/json');
  }
  const bytes = await readBody(req, limit);
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new HttpError(400, 'Body JSON tidak valid');
  }
}

export async function readJsonAs<S extends z.ZodType>(req: Request, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readJson(req));
}

/** Reads a multipart or urlencoded form (415 otherwise, 413 when too large, 400 when malformed). */
export async function readForm(req: Request, limit = MAX_FORM_BYTES): Promise<FormData> {
  const type = mediaType(req);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Content-Type harus multipart/form-data');
  }
  const bytes = await readBody(req, limit);
  try {
    return await new Response(bytes, { headers: { 'content-type': req.headers.get('content-type')! } }).formData();
  } catch {
    throw new HttpError(400, 'Data formulir tidak valid');
  }
}

/** A positive integer id from a route parameter; anything else is a 404, never a 500. */
export function idParam(context: Context, name: string, notFoundMessage: string): number {
  const raw = context.params?.[name] ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw new HttpError(404, notFoundMessage);
  return Number(raw);
}

/** The caller's address as Netlify reports it (falls back to the forwarding header locally). */
export function clientIp(req: Request, context: Context): string {
  return (
    context.ip ||
    req.headers.get('x-nf-client-connection-ip') ||
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    '0.0.0.0'
  );
}
