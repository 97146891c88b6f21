import { timingSafeEqual } from 'node:crypto';
import type { Context } from '@netlify/functions';
import { CERTIFICATE_TOKEN_PATTERN } from '#shared/service/certificate.ts';
import type { Deps } from '../../deps.ts';
import { env } from '../../env.ts';
import { notFound } from '../../errors.ts';
import { clientIp } from '../../http.ts';
import { claimSlot, consumeRateLimit, limitReached, tooManyAttempts, windowRemainingMs } from '../../rate-limit.ts';
import { CERTIFICATE_NOT_FOUND, certificateLinkKey, type CertificateFile, fileOf } from './certificates.ts';
import { readInstrument } from './store.ts';

/*
 * The customer's download link, `/api/certificates/{token}`: the token is the only key, so guessing is
 * limited as the service desk's tracking links are: an address gets RAWLAB_SERVICE_GUESS_LIMIT misses
 * an hour, then every link answers it 429, so a guess cannot be told from a hit; one link answers a
 * bounded number of downloads an hour.
 */

const WINDOW_MS = 60 * 60_000;
/** Downloads one link answers an hour: plenty for a customer and an auditor, a bound on a leaked link. */
const LINK_LIMIT = 60;

function sameToken(presented: string, stored: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

async function certificateOfToken(deps: Deps, token: string) {
  if (!CERTIFICATE_TOKEN_PATTERN.test(token)) return null;
  const link = await deps.db.get<{ instrument_id: number; certificate_id: string }>(
    certificateLinkKey(token),
    'strong',
  );
  if (!link) return null;
  const record = await readInstrument(deps, link.instrument_id);
  const certificate = record?.certificates?.find((candidate) => candidate.id === link.certificate_id);
  return certificate && sameToken(token, certificate.download_token)
    ? { instrumentId: link.instrument_id, certificate }
    : null;
}

/** The PDF a download token opens; 404 for an unknown token, 429 once an address guessed too often. */
export async function certificateByToken(req: Request, context: Context, deps: Deps): Promise<CertificateFile> {
  const guesses = {
    scope: 'certificate-guess',
    subject: clientIp(req, context),
    limit: env().RAWLAB_SERVICE_GUESS_LIMIT,
    windowMs: WINDOW_MS,
  };
  const guessMessage = (minutes: number) =>
    `Terlalu banyak tautan sertifikat yang salah. Coba lagi dalam ${minutes} menit.`;
  if (await limitReached(deps, guesses)) throw tooManyAttempts(windowRemainingMs(deps.now(), WINDOW_MS), guessMessage);
  const token = context.params?.token ?? '';
  const found = await certificateOfToken(deps, token);
  if (found) {
    await consumeRateLimit(
      deps,
      { scope: 'certificate-link', subject: token, limit: LINK_LIMIT, windowMs: WINDOW_MS },
      (minutes) => `Sertifikat ini terlalu sering diunduh. Coba lagi dalam ${minutes} menit.`,
    );
    return fileOf(deps, found.instrumentId, found.certificate);
  }
  if (!(await claimSlot(deps, guesses))) throw tooManyAttempts(windowRemainingMs(deps.now(), WINDOW_MS), guessMessage);
  throw notFound(CERTIFICATE_NOT_FOUND);
}
