import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  CERTIFICATE_MAX_BYTES,
  CERTIFICATE_TOO_LARGE,
  CERTIFICATES_PER_INSTRUMENT_MAX,
  type CertificateFields,
  certificatePath,
  type CustomerCertificate,
  type StoredCertificate,
} from '#shared/service/certificate.ts';
import type { InstrumentView, StoredInstrument } from '#shared/service/instrument.ts';
import type { Deps } from '../../deps.ts';
import { conflict, HttpError, notFound, StoreUnavailableError } from '../../errors.ts';
import { checkDocument } from '../catalog/index.ts';
import { INSTRUMENT_NOT_FOUND } from './instruments.ts';
import { commitInstrument, readInstrument } from './store.ts';
import { viewsOf } from './views.ts';

/*
 * Calibration certificates, kept on their instrument's record (`certificates`, appended by the
 * shard's compare-and-swap with its activity entry). An upload does not move the record's `version`:
 * the admin's form saves its fields onto the record as it is then, so an open form neither loses a
 * certificate nor gets a 409 for one.
 *
 * - The PDF: `certificates/{instrument id}/{certificate id}.pdf` in the image store, a key no public
 *   address serves; it goes out only through the download link or the admin's session.
 * - The customer's link: `/api/certificates/{token}`, 32 random bytes in base64url, the only key.
 *   `certificate-links/{sha256(token)}` names the instrument and certificate, so the store is looked
 *   up by the hash; the record keeps the token, which must match (constant time) for the link to open.
 */

export const CERTIFICATE_NOT_FOUND = 'Sertifikat tidak ditemukan';
const LINK_PREFIX = 'certificate-links/';
export const certificateLinkKey = (token: string) =>
  `${LINK_PREFIX}${createHash('sha256').update(token).digest('hex')}`;
export const certificateFileKey = (instrumentId: number, certificateId: string) =>
  `certificates/${instrumentId}/${certificateId}.pdf`;

const duplicate = (number: string) =>
  `Sertifikat nomor ${number} sudah tersimpan pada instrumen ini. Periksa nomornya, atau buka sertifikat yang sudah ada.`;
const TOO_MANY = `Instrumen ini sudah menyimpan ${CERTIFICATES_PER_INSTRUMENT_MAX} sertifikat, jumlah terbanyak.`;

/** The PDF by its content (the catalogue's check), its messages under the form's `file` field. */
async function checkedPdf(file: File): Promise<Uint8Array> {
  if (file.size > CERTIFICATE_MAX_BYTES)
    throw new HttpError(413, CERTIFICATE_TOO_LARGE, { errors: { file: [CERTIFICATE_TOO_LARGE] } });
  try {
    const checked = await checkDocument(file);
    if (!('bytes' in checked)) throw new Error('a fresh upload came back as a stored document');
    return checked.bytes;
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      throw new HttpError(error.status, error.message, { errors: { file: [error.message] } });
    }
    throw error;
  }
}

function refuseTwice(record: StoredInstrument, fields: CertificateFields): void {
  const certificates = record.certificates ?? [];
  if (certificates.some((certificate) => certificate.number === fields.number)) {
    throw conflict(duplicate(fields.number), { number: [duplicate(fields.number)] });
  }
  if (certificates.length >= CERTIFICATES_PER_INSTRUMENT_MAX) throw conflict(TOO_MANY);
}

/**
 * Stores a checked PDF as the instrument's certificate and answers the instrument, whose
 * calibration due date is now the certificate's `next_due` when it is the newest. A number the
 * instrument already holds is a 409 (a retried upload stores nothing twice).
 */
export async function addCertificate(
  deps: Deps,
  instrumentId: number,
  fields: CertificateFields,
  file: File,
): Promise<InstrumentView> {
  const before = await readInstrument(deps, instrumentId);
  if (!before) throw notFound(INSTRUMENT_NOT_FOUND);
  refuseTwice(before, fields);
  const bytes = await checkedPdf(file);
  const certificate: StoredCertificate = {
    id: randomUUID(),
    ...fields,
    download_token: randomBytes(32).toString('base64url'),
    bytes: bytes.byteLength,
    created_at: deps.now().toISOString(),
  };
  const linkKey = certificateLinkKey(certificate.download_token);
  const fileKey = certificateFileKey(instrumentId, certificate.id);
  if (!(await deps.db.create(linkKey, { instrument_id: instrumentId, certificate_id: certificate.id }))) {
    throw new StoreUnavailableError('a fresh certificate token already existed');
  }
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let saved: StoredInstrument | null;
  try {
    await deps.images.put(fileKey, buffer, 'application/pdf');
    saved = await commitInstrument(
      deps,
      instrumentId,
      (current) => {
        if (!current) throw notFound(INSTRUMENT_NOT_FOUND);
        refuseTwice(current, fields);
        return {
          ...current,
          certificates: [...(current.certificates ?? []), certificate],
          updated_at: certificate.created_at,
        };
      },
      (_before, after) => [
        {
          entity: 'instrument',
          entity_id: instrumentId,
          action: 'certificate',
          label: `SN ${after?.serial_number ?? before.serial_number} · sertifikat ${fields.number}`,
          changes: [
            { field: 'certificates', from: null, to: `${fields.number} (${fields.issued_on} → ${fields.next_due})` },
          ],
        },
      ],
    );
  } catch (error) {
    // Nothing points at them without the commit: leave no file or link behind.
    await Promise.all([deps.db.delete(linkKey), deps.images.delete(fileKey)]).catch(() => undefined);
    throw error;
  }
  return (await viewsOf(deps, [saved!]))[0]!;
}

export interface CertificateFile {
  certificate: StoredCertificate;
  body: ReadableStream<Uint8Array>;
  size?: number;
}

export async function fileOf(
  deps: Deps,
  instrumentId: number,
  certificate: StoredCertificate,
): Promise<CertificateFile> {
  const file = await deps.images.stream(certificateFileKey(instrumentId, certificate.id));
  if (!file) throw notFound(CERTIFICATE_NOT_FOUND);
  return { certificate, body: file.body, size: file.size };
}

/** The admin's download (with the session): the certificate of this instrument, by its id. */
export async function adminCertificateFile(
  deps: Deps,
  instrumentId: number,
  certificateId: string,
): Promise<CertificateFile> {
  const record = await readInstrument(deps, instrumentId);
  if (!record) throw notFound(INSTRUMENT_NOT_FOUND);
  const certificate = (record.certificates ?? []).find((candidate) => candidate.id === certificateId);
  if (!certificate) throw notFound(CERTIFICATE_NOT_FOUND);
  return fileOf(deps, instrumentId, certificate);
}

/** The certificates as the customer is shown them, each with its private download link. */
export function certificatesForCustomer(record: Pick<StoredInstrument, 'certificates'>): CustomerCertificate[] {
  return (record.certificates ?? []).map(({ number, issued_on, next_due, download_token }) => ({
    number,
    issued_on,
    next_due,
    url: certificatePath(download_token),
  }));
}

/**
 * The certificates of an instrument (as any read of this domain answers it) for its customer: the
 * tracking page and the portal. Newest issued first; an instrument deleted since has none.
 */
export async function customerCertificates(
  deps: Deps,
  instrument: Pick<InstrumentView, 'id'>,
): Promise<CustomerCertificate[]> {
  const record = await readInstrument(deps, instrument.id);
  return record ? certificatesForCustomer(record).sort((a, b) => b.issued_on.localeCompare(a.issued_on)) : [];
}
