import type { Context } from '@netlify/functions';
import type { Deps } from '#server/deps.ts';
import { env } from '#server/env.ts';
import { HttpError, notFound } from '#server/errors.ts';
import { clientIp } from '#server/http.ts';
import {
  claimSlot,
  consumeRateLimit,
  limitReached,
  tooManyAttempts,
  windowRemainingMs,
  type RateLimit,
} from '#server/rate-limit.ts';
import { QUOTATION_NOT_FOUND, quotationByToken, type OpenedQuotation } from '../quotation/document.ts';

/*
 * The buyer's private link: the token is the only key, so whatever answers it (the page, the PDF, the
 * API) is private to the one who holds it. Every answer carries the headers that keep it out of
 * caches, search engines and other sites' Referer; unknown tokens are counted per address, and an
 * address that has used up its misses gets 429 for every link, so a guess cannot be told from a hit.
 */

export const PRIVATE_HEADERS: Record<string, string> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  // The PDF and the page are read as what they say they are, never sniffed into something else.
  'X-Content-Type-Options': 'nosniff',
};

const GUESS_WINDOW_MS = 60 * 60_000;
const guessMessage = (minutes: number) =>
  `Terlalu banyak tautan penawaran yang salah. Coba lagi dalam ${minutes} menit.`;

const linkMessage = (minutes: number) =>
  `Tautan penawaran ini terlalu sering dibuka. Coba lagi dalam ${minutes} menit.`;

function guessLimit(req: Request, context: Context): RateLimit {
  return {
    scope: 'quotation-guess',
    subject: clientIp(req, context),
    limit: env().RAWLAB_QUOTATION_GUESS_LIMIT,
    windowMs: GUESS_WINDOW_MS,
  };
}

/** The revision the request's token opens; 404 for an unknown one, 429 once an address guessed too often. */
export async function openQuotation(req: Request, context: Context, deps: Deps): Promise<OpenedQuotation> {
  const limit = guessLimit(req, context);
  if (await limitReached(deps, limit))
    throw tooManyAttempts(windowRemainingMs(deps.now(), limit.windowMs), guessMessage);
  const token = context.params?.token ?? '';
  const opened = await quotationByToken(deps, token);
  if (opened) {
    // However it is shared or probed, one link costs the site a bounded amount of work an hour.
    await consumeRateLimit(
      deps,
      { scope: 'quotation-link', subject: token, limit: env().RAWLAB_QUOTATION_LINK_LIMIT, windowMs: GUESS_WINDOW_MS },
      linkMessage,
    );
    return opened;
  }
  if (!(await claimSlot(deps, limit)))
    throw tooManyAttempts(windowRemainingMs(deps.now(), limit.windowMs), guessMessage);
  throw notFound(QUOTATION_NOT_FOUND);
}

/** The same response with the private headers added (errors included). */
export function privately(response: Response): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, headers });
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;

/*
 * Link previews: WhatsApp, Telegram, Slack and others fetch a link when it is pasted into a chat, the
 * moment the admin sends it. Their visits (and any HEAD request) are not the buyer's first view.
 */
const PREVIEW_AGENTS =
  /whatsapp|facebookexternalhit|facebot|telegrambot|slackbot|twitterbot|linkedinbot|discordbot|skypeuripreview|googlebot|bingbot|applebot|embedly|preview/i;

/** Whether this request is a person opening the link (not a HEAD, not a chat app's link preview). */
export function isBuyerView(req: Request): boolean {
  return req.method.toUpperCase() === 'GET' && !PREVIEW_AGENTS.test(req.headers.get('user-agent') ?? '');
}
