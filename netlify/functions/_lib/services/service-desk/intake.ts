import { quoteMonth } from '#shared/quote/request.ts';
import type { ServiceRow } from '#shared/service/admin.ts';
import { serviceReference, type ServiceRequestInput } from '#shared/service/request.ts';
import type { Deps } from '../../deps.ts';
import { StoreUnavailableError } from '../../errors.ts';
import { journaledUpdate } from '../activity/index.ts';
import type { CheckedImage } from '../catalog/index.ts';
import { findInstrumentBySerial } from '../instruments/index.ts';
import { indexServiceEmail } from './by-email.ts';
import { createLink, newServiceToken, trackingPath } from './links.ts';
import { storePhotos } from './photos.ts';
import { recordKey, type ServiceRecord } from './records.ts';
import { documentOf, indexKey, nextSequence, type ServiceIndex } from './rows.ts';

/** What the customer gets back: the reference to quote on the phone, and the private tracking link. */
export interface StoredServiceRequest {
  reference: string;
  url: string;
  record: ServiceRecord;
}

/**
 * Numbers and stores a request: its number, its link, its photos, its row, then its record. A process
 * that dies on the way leaves a number unused or a link to nothing (answered 404), never a row
 * without its link.
 */
export async function storeServiceRequest(
  deps: Deps,
  input: Omit<ServiceRequestInput, 'captcha'>,
  photos: CheckedImage[],
  origin: string,
): Promise<StoredServiceRequest> {
  const created = deps.now();
  // A serial number the company recorded names the unit: the request is tied to it and its product.
  const instrument = input.serial_number ? await findInstrumentBySerial(deps, input.serial_number) : null;
  const productId = input.product_id ?? instrument?.product?.id ?? null;
  const month = quoteMonth(created);
  const seq = await nextSequence(deps, month);
  const reference = serviceReference(month, seq);
  const token = newServiceToken();
  await createLink(deps, token, reference);
  await indexServiceEmail(deps, input.email, reference);
  const stored = await storePhotos(deps, reference, photos);
  const at = created.toISOString();
  const row: ServiceRow = {
    reference,
    created_at: at,
    kind: input.kind,
    name: input.name,
    institution: input.institution,
    serial_number: input.serial_number,
    product_id: productId,
    status: 'diterima',
    assignee: '',
    answered_at: null,
    updated_at: at,
    history: [{ status: 'diterima', at, by: null }],
    internal_notes: '',
    lang: input.lang,
  };
  await journaledUpdate<ServiceIndex>(deps, indexKey(documentOf(month, seq)), (current) => ({
    rev: (current?.rev ?? 0) + 1,
    entries: [...(current?.entries ?? []), row],
  }));
  const record: ServiceRecord = {
    reference,
    created_at: at,
    kind: input.kind,
    serial_number: input.serial_number,
    product_id: productId,
    instrument_id: instrument?.id ?? null,
    description: input.description,
    name: input.name,
    institution: input.institution,
    email: input.email,
    phone: input.phone,
    lang: input.lang,
    photos: stored,
    token,
    messages: [],
  };
  if (!(await deps.db.create(recordKey(reference), record))) {
    throw new StoreUnavailableError(`service request ${reference} was already stored`);
  }
  return { reference, url: `${origin}${trackingPath(token)}`, record };
}
