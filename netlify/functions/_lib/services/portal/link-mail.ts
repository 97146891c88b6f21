import type { Lang } from '#shared/i18n/lang.ts';
import { signInUrl } from '#shared/portal/paths.ts';
import type { Deps } from '../../deps.ts';
import { mailConfigured, queueMail } from '../mail/index.ts';
import { hasInstrumentsByEmail } from '../instruments/index.ts';
import { hasQuotesByEmail } from '../quotes/index.ts';
import { hasServiceRequestsByEmail } from '../service-desk/index.ts';
import { readSettings } from '../settings/index.ts';
import { forgetSignInLink } from './links.ts';

/*
 * The sign-in mail: sent only to an email the company has records of (quotation requests and the
 * quotations made from them, units recorded under it, service requests), so the form cannot be used
 * to mail strangers. It carries both
 * languages, the one the customer asked in first, each with the page of its language (the same token
 * works on either).
 */

export interface LinkToMail {
  email: string;
  lang: Lang;
  token: string;
  origin: string;
}

async function isCustomer(deps: Deps, email: string): Promise<boolean> {
  if (await hasQuotesByEmail(deps, email)) return true;
  if (await hasServiceRequestsByEmail(deps, email)) return true;
  return hasInstrumentsByEmail(deps, email);
}

/** Queues the link when the email has records; otherwise forgets the link. Answers whether it queued. */
export async function mailSignInLink(deps: Deps, link: LinkToMail): Promise<boolean> {
  if (!(await isCustomer(deps, link.email)) || !mailConfigured()) {
    await forgetSignInLink(deps, link.token);
    return false;
  }
  const { company_name: company } = await readSettings(deps, 'eventual');
  const texts = { id: indonesianText(company, link), en: englishText(company, link) };
  const first = texts[link.lang];
  const second = texts[link.lang === 'id' ? 'en' : 'id'];
  await queueMail(deps, 'portal-sign-in', {
    to: link.email,
    subject:
      link.lang === 'id'
        ? `Tautan masuk akun ${company} / Sign-in link`
        : `Your ${company} sign-in link / Tautan masuk akun`,
    text: [...first, '', '———', '', ...second].join('\n'),
  });
  return true;
}

const indonesianText = (company: string, link: LinkToMail) => [
  'Halo,',
  '',
  `Klik tautan berikut untuk masuk ke akun pelanggan ${company}. Tautan berlaku 30 menit dan hanya dapat dipakai sekali:`,
  '',
  signInUrl(link.origin, 'id', link.token),
  '',
  'Di akun Anda tersedia penawaran harga, permintaan penawaran, instrumen dan permintaan layanan Anda.',
  'Tidak meminta tautan ini? Abaikan email ini: tanpa tautan ini tidak ada yang dapat masuk.',
];

const englishText = (company: string, link: LinkToMail) => [
  'Hello,',
  '',
  `Click the link below to sign in to your ${company} customer account. It is valid for 30 minutes and works once:`,
  '',
  signInUrl(link.origin, 'en', link.token),
  '',
  'Your account shows your quotations, quotation requests, instruments and service requests.',
  'Did not ask for this link? Ignore this email: nobody can sign in without it.',
];
