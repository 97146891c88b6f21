import { createHash } from 'node:crypto';
import { formatIdDate, formatIdDateTime, formatIdr } from '#shared/format.ts';
import { formatPhone, normalizePhone } from '#shared/phone.ts';
import { formatPercent } from '#shared/quotation/arithmetic.ts';
import { terbilangRupiah } from '#shared/quotation/terbilang.ts';
import type { BuyerQuotation } from './services/quotations.ts';

/*
 * The buyer's page for a private quotation link, rendered by the function on every request: nothing
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
.line b{display:block}.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
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

function page(title: string, body: string): string {
  return `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
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

const STATUS_BADGES: Record<BuyerQuotation['status'], [string, string]> = {
  draft: ['Draf', ''],
  sent: ['Menunggu tanggapan', ''],
  opened: ['Menunggu tanggapan', ''],
  accepted: ['Diterima', 'ok'],
  revision_requested: ['Revisi diminta', 'warn'],
  expired: ['Kedaluwarsa', 'bad'],
};

function notices(quotation: BuyerQuotation, state: FormState | undefined): string {
  const parts: string[] = [];
  if (quotation.newer) {
    parts.push(
      `<div class="notice" data-newer><p><b>Sudah ada revisi yang lebih baru (revisi ${quotation.newer.revision}).</b> Penawaran ini tidak berlaku lagi.</p><a class="button" href="${escape(quotation.newer.url)}">Buka revisi terbaru</a></div>`,
    );
  }
  if (quotation.accepted) {
    const { accepted } = quotation;
    parts.push(
      `<div class="notice ok" data-accepted><p><b>Penawaran ini telah diterima</b> oleh ${escape(accepted.name)}${accepted.position ? `, ${escape(accepted.position)}` : ''} pada ${escape(formatIdDateTime(accepted.at))}${accepted.po_number ? ` (PO ${escape(accepted.po_number)})` : ''}.</p><p class="muted">Terima kasih. Tim kami akan segera menghubungi Anda.</p></div>`,
    );
  } else if (quotation.status === 'expired') {
    parts.push(
      `<div class="notice bad" data-expired><p><b>Masa berlaku penawaran ini sudah habis</b> (${escape(formatIdDate(`${quotation.valid_until}T12:00:00+07:00`))}).</p><p class="muted">Minta penawaran baru dengan formulir di bawah, dan kami akan mengirim penawaran yang diperbarui.</p></div>`,
    );
  }
  const last = quotation.revision_requests.at(-1);
  if (last && !quotation.accepted) {
    parts.push(
      `<div class="notice" data-revision-requested><p><b>Permintaan revisi terkirim</b> pada ${escape(formatIdDateTime(last.at))}.</p><p class="muted">${escape(last.message)}</p></div>`,
    );
  }
  if (state && !state.errors._form && state.message) {
    parts.push(`<div class="notice bad" role="alert"><p>${escape(state.message)}</p></div>`);
  }
  return parts.join('');
}

function lines(quotation: BuyerQuotation): string {
  return quotation.lines
    .map(
      (line) =>
        `<div class="line" data-line><div><b>${escape(line.description)}</b><span class="muted">${line.quantity} × ${escape(formatIdr(line.unit_price))}${line.discount_percent ? ` · diskon ${escape(formatPercent(line.discount_percent))}%` : ''}${line.sku ? ` · SKU ${escape(line.sku)}` : ''}</span></div><div class="num">${escape(formatIdr(line.net))}</div></div>`,
    )
    .join('');
}

function totals(quotation: BuyerQuotation): string {
  const rows: [string, string, string?][] = [['Subtotal', formatIdr(quotation.subtotal)]];
  if (quotation.discount > 0) rows.unshift(['Total diskon', `-${formatIdr(quotation.discount)}`]);
  if (quotation.prices_include_tax) rows.push(['Dasar pengenaan pajak', formatIdr(quotation.tax_base)]);
  rows.push([
    `PPN ${formatPercent(quotation.tax_rate)}%${quotation.prices_include_tax ? ' (termasuk)' : ''}`,
    formatIdr(quotation.tax),
  ]);
  rows.push(['Total', formatIdr(quotation.total), 'total']);
  return `<dl>${rows.map(([label, value, className]) => `<dt${className ? ` class="${className}"` : ''}>${escape(label)}</dt><dd${className ? ` class="${className}" data-total` : ''}>${escape(value)}</dd>`).join('')}</dl><p class="words" data-terbilang>${escape(terbilangRupiah(quotation.total))}</p>`;
}

function terms(quotation: BuyerQuotation): string {
  const rows: [string, string][] = [
    ['Berlaku sampai', formatIdDate(`${quotation.valid_until}T12:00:00+07:00`)],
    ['Syarat pembayaran', quotation.payment_terms],
    ['Waktu pengiriman', quotation.delivery_time],
    ['Catatan', quotation.notes],
    ...quotation.seller.bank_accounts.map((account): [string, string] => [
      'Rekening',
      `${account.bank} ${account.account_number} a.n. ${account.account_name}`,
    ]),
  ];
  return `<dl class="terms">${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl>`;
}

function forms(quotation: BuyerQuotation, state: FormState | undefined): string {
  if (quotation.accepted) return '';
  const base = new URL(quotation.url).pathname;
  const canAccept = !quotation.newer && quotation.status !== 'expired';
  const accept = canAccept
    ? `<section><h2>Terima penawaran</h2><form method="post" action="${escape(base)}/terima" data-accept-form>${field(state, 'accept', 'name', 'Nama', 'required maxlength="120" autocomplete="name"')}${field(state, 'accept', 'position', 'Jabatan (opsional)', 'maxlength="120" autocomplete="organization-title"')}${field(state, 'accept', 'po_number', 'Nomor PO (opsional)', 'maxlength="60"')}<p class="muted">Dengan menekan tombol ini Anda menerima penawaran ${escape(quotation.number)} senilai ${escape(formatIdr(quotation.total))}.</p><button type="submit">Terima penawaran</button></form></section>`
    : '';
  const revision = !quotation.newer
    ? `<section><h2>${quotation.status === 'expired' ? 'Minta penawaran baru' : 'Minta revisi'}</h2><form method="post" action="${escape(base)}/revisi" data-revision-form>${field(state, 'revision', 'message', 'Pesan', 'required maxlength="2000"', 'textarea')}<button class="secondary" type="submit">${quotation.status === 'expired' ? 'Minta penawaran baru' : 'Minta revisi'}</button></form></section>`
    : '';
  return `<div class="actions">${accept}${revision}</div>`;
}

/** The whole page for one revision. */
export function quotationPageHtml(quotation: BuyerQuotation, state?: FormState): string {
  const [label, tone] = STATUS_BADGES[quotation.status];
  const { seller, buyer } = quotation;
  const body = `
<section><p class="muted">${escape(seller.company_name)} · ${escape(formatPhone(normalizePhone(seller.phone)))} · ${escape(seller.email)}</p>
<h1>Penawaran <span class="nowrap" data-number>${escape(quotation.number)}</span></h1>
<p><span class="badge ${tone}" data-status>${escape(label)}</span></p>
<p class="muted">Untuk ${escape(buyer.name || 'Bapak/Ibu')}${buyer.institution ? `, ${escape(buyer.institution)}` : ''} · dikirim ${escape(formatIdDate(quotation.sent_at))} · permintaan ${escape(quotation.reference)}</p>
<a class="button" href="${escape(quotation.pdf_url)}" download data-pdf>Unduh PDF</a></section>
${notices(quotation, state)}
<section><h2>Rincian</h2>${lines(quotation)}</section>
<section>${totals(quotation)}</section>
<section><h2>Ketentuan</h2>${terms(quotation)}</section>
${forms(quotation, state)}
<p class="muted">Hormat kami, ${escape(quotation.signatory.name || seller.company_name)}${quotation.signatory.title ? `, ${escape(quotation.signatory.title)}` : ''}. Tautan ini khusus untuk Anda: mohon tidak diteruskan.</p>`;
  return page(`Penawaran ${quotation.number} · ${seller.company_name}`, body);
}

/** An error page (unknown link, too many tries). */
export function quotationErrorHtml(status: number, message: string): string {
  const title = status === 404 ? 'Penawaran tidak ditemukan' : 'Penawaran tidak dapat dibuka';
  return page(
    title,
    `<section><h1>${escape(title)}</h1><p>${escape(message)}</p><p class="muted">Periksa kembali tautan dari email atau WhatsApp Anda, atau hubungi kami.</p></section>`,
  );
}
