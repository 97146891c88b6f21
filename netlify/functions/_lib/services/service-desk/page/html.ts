import { createHash } from 'node:crypto';
import type { Lang } from '#shared/i18n/lang.ts';
import type { TrackedServiceRequest } from '#shared/service/admin.ts';
import { serviceValidationMessage } from '#shared/service/messages.ts';
import { SERVICE_KIND_LABELS, SERVICE_STATUS_LABELS, type ServiceStatus } from '#shared/service/status.ts';
import { TRACKING_TEXT, type TrackingText } from './text.ts';

/*
 * The customer's tracking page, rendered by the function on every request in the request's language:
 * nothing of it is prerendered or cached, it carries no script (its message form posts as a plain
 * HTML form, so it works on any phone), and its one stylesheet is inline, allowed by its hash.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9}
main{max-width:720px;margin:0 auto;padding:16px}section{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:16px;margin:0 0 16px}
h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:0 0 12px}p{margin:0 0 8px}.muted{color:#475569;font-size:13px}
.badge{display:inline-block;border-radius:999px;padding:2px 10px;font-size:13px;font-weight:600;background:#e0f2fe;color:#075985}
.badge.done{background:#dcfce7;color:#166534}.badge.stopped{background:#fee2e2;color:#991b1b}.badge.waiting{background:#fef3c7;color:#92400e}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
ol{list-style:none;margin:0;padding:0}ol li{position:relative;padding:0 0 12px 22px}ol li:before{content:"";position:absolute;left:4px;top:7px;width:9px;height:9px;border-radius:50%;background:#0ea5e9}
ol li:after{content:"";position:absolute;left:8px;top:18px;bottom:0;width:1px;background:#cbd5e1}ol li:last-child:after{display:none}ol li:last-child{padding-bottom:0}
.message{border-radius:10px;padding:10px 12px;margin:0 0 10px;background:#f8fafc;border:1px solid #e2e8f0}.message.team{background:#f0f9ff;border-color:#bae6fd}
.message p{white-space:pre-wrap;overflow-wrap:anywhere;margin:4px 0 0}
.notice{border-left:4px solid #16a34a;background:#f0fdf4;padding:12px;border-radius:8px;margin:0 0 16px}.notice.bad{border-color:#dc2626;background:#fef2f2}
label{display:block;font-size:13px;font-weight:600;margin:0 0 4px}textarea{width:100%;min-height:110px;font:inherit;padding:10px;border:1px solid #cbd5e1;border-radius:8px}
button{display:inline-flex;align-items:center;justify-content:center;min-height:44px;margin-top:10px;padding:0 18px;border-radius:8px;border:0;font:inherit;font-weight:600;cursor:pointer;background:#0f172a;color:#fff;width:100%}
.error{color:#b91c1c;font-size:13px;margin:4px 0 0}a{color:#0369a1}
.certificates{list-style:none;margin:0;padding:0}.certificates li{padding:10px 0;border-top:1px solid #e2e8f0}.certificates li:first-child{border-top:0;padding-top:0}.certificates a{font-weight:600;overflow-wrap:anywhere}
@media(min-width:700px){button{width:auto}}
`;

/** The page's Content-Security-Policy: no script at all, this stylesheet only, forms to this site. */
export const TRACKING_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the customer typed and the server's message, when the message form comes back with an error. */
export interface TrackingFormState {
  value: string;
  error: string;
}

const TONES: Partial<Record<ServiceStatus, string>> = {
  selesai: 'done',
  dikirim: 'done',
  batal: 'stopped',
  menunggu_suku_cadang: 'waiting',
};

function page(title: string, body: string, lang: Lang): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex,nofollow"><meta name="referrer" content="no-referrer"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function details(request: TrackedServiceRequest, t: TrackingText): string {
  const rows: Array<[string, string]> = [
    [t.kind, SERVICE_KIND_LABELS[request.lang][request.kind]],
    [t.product, request.product?.name ?? ''],
    [t.serial, request.serial_number],
    [t.sent, t.formatDateTime(request.created_at)],
  ];
  return `<dl>${rows
    .filter(([, value]) => value)
    .map(([label, value]) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`)
    .join('')}</dl>`;
}

function timeline(request: TrackedServiceRequest, t: TrackingText): string {
  const labels = SERVICE_STATUS_LABELS[request.lang];
  const steps = request.history
    .map(
      (change) =>
        `<li data-status-step="${change.status}"><b>${escape(labels[change.status])}</b><br><span class="muted">${escape(t.formatDateTime(change.at))}</span></li>`,
    )
    .join('');
  return `<section><h2>${escape(t.timeline)}</h2><ol data-timeline>${steps}</ol></section>`;
}

function messages(request: TrackedServiceRequest, t: TrackingText): string {
  const list = request.messages.length
    ? request.messages
        .map(
          (message) =>
            `<div class="message ${message.from}" data-message="${message.from}"><span class="muted"><b>${escape(message.from === 'team' ? t.team : t.you)}</b> · ${escape(t.formatDateTime(message.at))}</span><p>${escape(message.text)}</p></div>`,
        )
        .join('')
    : `<p class="muted">${escape(t.noMessages)}</p>`;
  return `<section><h2>${escape(t.messages)}</h2><div data-messages>${list}</div></section>`;
}

function certificates(request: TrackedServiceRequest, t: TrackingText): string {
  if (request.certificates.length === 0) return '';
  const items = request.certificates
    .map(
      (certificate) =>
        `<li data-certificate><a href="${escape(certificate.url)}" download>${escape(t.download)} ${escape(certificate.number)}</a><br><span class="muted">${escape(t.issued)} ${escape(t.formatDate(certificate.issued_on))} · ${escape(t.nextDue)} ${escape(t.formatDate(certificate.next_due))}</span></li>`,
    )
    .join('');
  return `<section data-certificates><h2>${escape(t.certificates)}</h2><ul class="certificates">${items}</ul></section>`;
}

function messageForm(action: string, t: TrackingText, lang: Lang, state?: TrackingFormState): string {
  const error = state?.error
    ? `<p class="error" id="message-error">${escape(serviceValidationMessage(state.error, lang))}</p>`
    : '';
  const invalid = state?.error ? ' aria-invalid="true" aria-describedby="message-error"' : '';
  return `<section><h2>${escape(t.addMessage)}</h2><form method="post" action="${escape(action)}" data-message-form><label for="message">${escape(t.message)}</label><textarea id="message" name="message" required maxlength="2000"${invalid}>${escape(state?.value ?? '')}</textarea>${error}<button type="submit">${escape(t.send)}</button></form></section>`;
}

/** The whole page. `action` is where the message form posts; `sent` shows the confirmation after a post. */
export function trackingPageHtml(
  request: TrackedServiceRequest,
  action: string,
  options: { sent?: boolean; state?: TrackingFormState } = {},
): string {
  const t = TRACKING_TEXT[request.lang];
  const status = `<span class="badge ${TONES[request.status] ?? ''}" data-status="${request.status}">${escape(SERVICE_STATUS_LABELS[request.lang][request.status])}</span>`;
  const notice = options.sent ? `<div class="notice" role="status" data-sent>${escape(t.sentNotice)}</div>` : '';
  const body = `
<section><p class="muted">${escape(t.title)}</p><h1 data-reference>${escape(request.reference)}</h1><p>${escape(t.status)}: ${status}</p>${details(request, t)}</section>
${notice}${timeline(request, t)}${messages(request, t)}${certificates(request, t)}${messageForm(action, t, request.lang, options.state)}
<p class="muted">${escape(t.private)}</p>`;
  return page(`${t.title} ${request.reference}`, body, request.lang);
}

/** An error page (unknown link, too many tries), in both languages: an unknown link has no language. */
export function trackingErrorHtml(status: number, message: string): string {
  const title = status === 404 ? 'Permintaan layanan tidak ditemukan' : 'Permintaan layanan tidak dapat dibuka';
  return page(
    title,
    `<section><h1>${escape(title)}</h1><p>${escape(message)}</p><p class="muted">Periksa kembali tautan dari email Anda, atau hubungi kami. · Check the link in your email, or contact us.</p></section>`,
    'id',
  );
}
