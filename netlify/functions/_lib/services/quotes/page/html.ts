import { createHash } from 'node:crypto';
import { formatIdDateTime, formatIdr } from '#shared/common/format.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import { formatPhone, normalizePhone } from '#shared/common/phone.ts';
import { formatPercent } from '#shared/quote/quotation/arithmetic.ts';
import { letterText, taxRows, validUntilInstant, type LetterText } from '#shared/quote/quotation/letter-text.ts';
import { combinedTkdnSentence, lineRegistrations } from '#shared/quote/quotation/tkdn-text.ts';
import { PAGE_TEXT, type PageText } from './text.ts';
import type { BuyerQuotation } from '../quotation/views.ts';

/*
 * The buyer's page for a private quotation link, in the buyer's language (the request's page's),
 * rendered by the function on every request: nothing
 * of it is prerendered or cached, the page carries no script (its two forms post as plain HTML
 * forms, so it works on any phone), and its one stylesheet is inline, allowed by its hash.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:760px;margin:0 auto;padding:16px}section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:0 0 16px}
h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:0 0 12px}p{margin:0 0 8px}.muted{color:#475569;font-size:13px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:12px;font-weight:600;background:#e2e8f0}
.ok{background:#dcfce7;color:#166534}.warn{background:#fef3c7;color:#92400e}.bad{background:#fee2e2;color:#991b1b}
.notice{border-left:4px solid #f59e0b;background:#fffbeb;padding:12px;border-radius:8px;margin:0 0 16px}
.notice.ok{border-color:#16a34a;background:#f0fdf4}.notice.bad{border-color:#dc2626;background:#fef2f2}
.line{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #f1f5f9}.line:first-child{border-top:0}
.line b,.reg{display:block}.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
dl{display:grid;grid-template-columns:auto auto;gap:4px 12px;margin:0}dt{color:#475569}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}
.total{font-weight:700;font-size:17px}.words{font-style:italic;color:#334155;margin-top:8px}
.terms dt,.terms dd{text-align:left}.terms{grid-template-columns:1fr}.terms dd{margin-bottom:8px}
a.button,button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 18px;border-radius:8px;border:0;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
a.button{background:#0f172a;color:#fff}button{background:#15803d;color:#fff;width:100%}button.secondary{background:#334155}
label{display:block;font-size:13px;font-weight:600;margin:10px 0 4px}input,textarea{width:100%;font:inherit;padding:10px;border:1px solid #cbd5e1;border-radius:8px}
textarea{min-height:96px}.nowrap{white-space:nowrap}.error{color:#b91c1c;font-size:13px;margin:4px 0 0}.actions{display:grid;gap:16px}
@media(min-width:700px){.actions{grid-template-columns:1fr 1fr}}
`;

/** The page's Content-Security-Policy: no script at all, this stylesheet only, forms to this site. */
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the buyer typed and the server's messages for it, when a form comes back with an error. */
export interface FormState {
  form: 'accept' | 'revision';
  values: Record<string, string>;
  message: string;
  errors: Record<string, string[]>;
}

function page(title: string, body: string, lang: Lang = 'id'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function field(
  state: FormState | undefined,
  form: FormState['form'],
  name: string,
  label: string,
  attributes: string,
  kind: 'input' | 'textarea' = 'input',
): string {
  const mine = state?.form === form ? state : undefined;
  const error = mine?.errors[name]?.[0];
  const value = escape(mine?.values[name] ?? '');
  const id = `${form}-${name}`;
  const common = `id="${id}" name="${name}" ${attributes}${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}`;
  const control =
    kind === 'textarea' ? `<textarea ${common}>${value}</textarea>` : `<input ${common} value="${value}">`;
  return `<label for="${id}">${escape(label)}</label>${control}${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}`;
}

const STATUS_TONES: Record<BuyerQuotation['status'], string> = {
  draft: '',
  sent: '',
  opened: '',
  accepted: 'ok',
  revision_requested: 'warn',
  expired: 'bad',
};

function notices(quotation: BuyerQuotation, state: FormState | undefined, t: PageText, letter: LetterText): string {
  const parts: string[] = [];
  if (quotation.newer) {
    parts.push(
      `<div class="notice" data-newer><p><b>${escape(t.newer(quotation.newer.revision))}</b> ${escape(t.noLongerValid)}</p><a class="button" href="${escape(quotation.newer.url)}">${escape(t.openNewest)}</a></div>`,
    );
  }
  if (quotation.accepted) {
    const { accepted } = quotation;
    parts.push(
      `<div class="notice ok" data-accepted><p><b>${escape(t.acceptedBy)}</b> ${quotation.lang === 'en' ? 'by' : 'oleh'} ${escape(accepted.name)}${accepted.position ? `, ${escape(accepted.position)}` : ''} ${escape(t.on)} ${escape(formatIdDateTime(accepted.at))}${accepted.po_number ? ` (PO ${escape(accepted.po_number)})` : ''}.</p><p class="muted">${escape(t.thanks)}</p></div>`,
    );
  } else if (quotation.status === 'expired' && !quotation.newer) {
    parts.push(
      `<div class="notice bad" data-expired><p><b>${escape(t.expired)}</b> (${escape(letter.formatDate(validUntilInstant(quotation.valid_until)))}).</p><p class="muted">${escape(t.expiredHint)}</p></div>`,
    );
  }
  const last = quotation.revision_requests.at(-1);
  if (last && !quotation.accepted && !quotation.newer) {
    parts.push(
      `<div class="notice" data-revision-requested><p><b>${escape(t.revisionSent)}</b> ${escape(t.on)} ${escape(formatIdDateTime(last.at))}.</p><p class="muted">${escape(last.message)}</p></div>`,
    );
  }
  if (state && !state.errors._form && state.message) {
    parts.push(`<div class="notice bad" role="alert"><p>${escape(state.message)}</p></div>`);
  }
  return parts.join('');
}

/** A line's TKDN and AKL/AKD under its name, small, when it carries them. */
function registrations(line: BuyerQuotation['lines'][number], lang: Lang | undefined): string {
  const marks = lineRegistrations(line, lang);
  return marks.length ? `<span class="muted reg" data-registrations>${escape(marks.join(' · '))}</span>` : '';
}

function lines(quotation: BuyerQuotation, t: PageText): string {
  return quotation.lines
    .map(
      (line) =>
        `<div class="line" data-line><div><b>${escape(line.description)}</b><span class="muted">${line.quantity} × ${escape(formatIdr(line.unit_price))}${line.discount_percent ? ` · ${t.discount} ${escape(formatPercent(line.discount_percent))}%` : ''}${line.sku ? ` · SKU ${escape(line.sku)}` : ''}</span>${registrations(line, quotation.lang)}</div><div class="num">${escape(formatIdr(line.net))}</div></div>`,
    )
    .join('');
}

function totals(quotation: BuyerQuotation, letter: LetterText): string {
  const rows: [string, string, string?][] = [[letter.subtotal, formatIdr(quotation.subtotal)]];
  if (quotation.discount > 0) rows.unshift([letter.discount, `-${formatIdr(quotation.discount)}`]);
  for (const [label, amount] of taxRows(quotation, letter)) rows.push([label, formatIdr(amount)]);
  rows.push([letter.total, formatIdr(quotation.total), 'total']);
  const words = letter
    .inWords(quotation.total)
    .map(([label, text], index) =>
      quotation.lang === 'en'
        ? `<p class="words"${index === 0 ? ' data-words' : ' data-terbilang'}>${escape(label)}: ${escape(text)}</p>`
        : `<p class="words" data-terbilang>${escape(text)}</p>`,
    )
    .join('');
  const tkdn = combinedTkdnSentence(quotation.lines, quotation.lang);
  const combined = tkdn ? `<p class="muted" data-combined-tkdn>${escape(tkdn)}</p>` : '';
  return `<dl>${rows.map(([label, value, className]) => `<dt${className ? ` class="${className}"` : ''}>${escape(label)}</dt><dd${className ? ` class="${className}" data-total` : ''}>${escape(value)}</dd>`).join('')}</dl>${words}${combined}`;
}

function terms(quotation: BuyerQuotation, letter: LetterText): string {
  const rows: [string, string][] = [
    [letter.validUntil, letter.formatDate(validUntilInstant(quotation.valid_until))],
    [letter.paymentTerms, quotation.payment_terms],
    [letter.deliveryTime, quotation.delivery_time],
    [letter.notes, quotation.notes],
    ...quotation.seller.bank_accounts.map((account): [string, string] => [
      letter.bankAccount,
      letter.account(account.bank, account.account_number, account.account_name),
    ]),
  ];
  return `<dl class="terms">${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl>`;
}

function forms(quotation: BuyerQuotation, state: FormState | undefined, t: PageText): string {
  // A superseded revision takes nothing: the buyer answers the newest one.
  if (quotation.accepted || quotation.newer) return '';
  const base = new URL(quotation.url).pathname;
  const expired = quotation.status === 'expired';
  const accept = !expired
    ? `<section><h2>${escape(t.accept)}</h2><form method="post" action="${escape(base)}/terima" data-accept-form>${field(state, 'accept', 'name', t.name, 'required maxlength="120" autocomplete="name"')}${field(state, 'accept', 'position', t.position, 'maxlength="120" autocomplete="organization-title"')}${field(state, 'accept', 'po_number', t.poNumber, 'maxlength="60"')}<p class="muted">${escape(t.acceptConfirm(quotation.number, formatIdr(quotation.total)))}</p><button type="submit">${escape(t.accept)}</button></form></section>`
    : '';
  const ask = expired ? t.askNew : t.askRevision;
  const revision = `<section><h2>${escape(ask)}</h2><form method="post" action="${escape(base)}/revisi" data-revision-form>${field(state, 'revision', 'message', t.message, 'required maxlength="2000"', 'textarea')}<button class="secondary" type="submit">${escape(ask)}</button></form></section>`;
  return `<div class="actions">${accept}${revision}</div>`;
}

/** The whole page for one revision, in the buyer's language. */
export function quotationPageHtml(quotation: BuyerQuotation, state?: FormState): string {
  const lang = quotation.lang ?? 'id';
  const t = PAGE_TEXT[lang];
  const letter = letterText(lang);
  const { seller, buyer } = quotation;
  // A superseded revision says only that a newer one exists: no status that invites an answer.
  const status = quotation.newer
    ? ''
    : `<p><span class="badge ${STATUS_TONES[quotation.status]}" data-status>${escape(t.statuses[quotation.status])}</span></p>`;
  const body = `
<section><p class="muted">${escape(seller.company_name)} · ${escape(formatPhone(normalizePhone(seller.phone)))} · ${escape(seller.email)}</p>
<h1>${escape(letter.name)} <span class="nowrap" data-number>${escape(quotation.number)}</span></h1>
${status}
<p class="muted">${escape(t.forBuyer)} ${escape(buyer.name || letter.sirOrMadam)}${buyer.institution ? `, ${escape(buyer.institution)}` : ''} · ${escape(t.sent)} ${escape(letter.formatDate(quotation.sent_at))} · ${escape(t.request)} ${escape(quotation.reference)}</p>
<a class="button" href="${escape(quotation.pdf_url)}" download data-pdf>${escape(t.downloadPdf)}</a></section>
${notices(quotation, state, t, letter)}
<section><h2>${escape(t.details)}</h2>${lines(quotation, t)}</section>
<section>${totals(quotation, letter)}</section>
<section><h2>${escape(t.terms)}</h2>${terms(quotation, letter)}</section>
${forms(quotation, state, t)}
<p class="muted">${escape(t.regards)}, ${escape(quotation.signatory.name || seller.company_name)}${quotation.signatory.title ? `, ${escape(quotation.signatory.title)}` : ''}. ${escape(t.private)}</p>`;
  return page(`${letter.name} ${quotation.number} · ${seller.company_name}`, body, lang);
}

/** An error page (unknown link, too many tries). */
export function quotationErrorHtml(status: number, message: string): string {
  const title = status === 404 ? 'Penawaran tidak ditemukan' : 'Penawaran tidak dapat dibuka';
  return page(
    title,
    `<section><h1>${escape(title)}</h1><p>${escape(message)}</p><p class="muted">Periksa kembali tautan dari email atau WhatsApp Anda, atau hubungi kami.</p></section>`,
  );
}
