import { servicePath } from '#shared/i18n/paths.ts';
import type { Lang } from '#shared/i18n/lang.ts';
import type { PortalAccount } from '#shared/portal/account.ts';
import { SERVICE_KIND_LABELS, SERVICE_STATUS_LABELS } from '#shared/service/status.ts';
import { PORTAL_TEXT, portalDate } from './portal-text.ts';

export const badge = 'inline-flex rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700';
export const linkButton =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-slate-50';

/** The customer's units: warranty, next calibration, and a service request for the unit in one step. */
export function instrumentRows(account: PortalAccount, lang: Lang) {
  const t = PORTAL_TEXT[lang];
  return account.instruments.map((unit) => {
    const warranty = unit.warranty_until
      ? (unit.warranty_active ? t.warrantyUntil : t.warrantyEnded)(portalDate(unit.warranty_until, lang))
      : t.noWarranty;
    const request = `${servicePath(lang)}?${new URLSearchParams({ serial: unit.serial_number })}`;
    return (
      <li
        key={unit.id}
        className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
        data-portal-instrument={unit.serial_number}
      >
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{unit.product?.name ?? unit.serial_number}</p>
          <p className="mt-1 text-sm text-slate-600">
            {t.serial} <span className="font-mono text-slate-900">{unit.serial_number}</span> · {t.deliveredOn}{' '}
            {portalDate(unit.delivered_on, lang)}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={badge}>{warranty}</span>
            {unit.calibration_due && (
              <span>
                {t.calibrationDue}: {portalDate(unit.calibration_due, lang)}
              </span>
            )}
          </p>
          {unit.certificates.length > 0 && (
            <ul className="mt-1 text-sm">
              {unit.certificates.map((certificate) => (
                <li key={certificate.url}>
                  <a
                    href={certificate.url}
                    download
                    className="inline-flex min-h-11 items-center font-medium text-brand-700 hover:underline"
                  >
                    {t.certificate(certificate.number)}
                  </a>{' '}
                  <span className="text-slate-500">· {portalDate(certificate.issued_on, lang)}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <a href={request} className={linkButton} aria-label={t.requestServiceLabel(unit.serial_number)}>
          {t.requestService}
        </a>
      </li>
    );
  });
}

/** The customer's service requests with their status and tracking pages. */
export function serviceRequestRows(account: PortalAccount, lang: Lang) {
  const t = PORTAL_TEXT[lang];
  return account.service_requests.map((request) => (
    <li
      key={request.reference}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
      data-portal-service={request.reference}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono font-semibold text-slate-900">{request.reference}</span>
          <span className={badge}>{SERVICE_STATUS_LABELS[lang][request.status]}</span>
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {SERVICE_KIND_LABELS[lang][request.kind]} · {t.requestedOn} {portalDate(request.created_at, lang)}
          {request.serial_number && ` · ${t.serial} ${request.serial_number}`}
        </p>
      </div>
      <a href={request.url} className={linkButton} aria-label={t.trackLabel(request.reference)}>
        {t.track}
      </a>
    </li>
  ));
}
