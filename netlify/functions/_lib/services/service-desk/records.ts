import type { Lang } from '#shared/i18n/lang.ts';
import type { ServiceMessage, ServicePhoto } from '#shared/service/admin.ts';
import type { ServiceKind } from '#shared/service/status.ts';
import type { Deps } from '../../deps.ts';

/*
 * `service-requests/{reference}`: what the customer sent (never changed afterwards), its private
 * link's token and the messages both ways (appended by compare-and-swap). Its status, assignee and
 * notes live on its row (rows.ts), where the list reads them.
 */

const RECORD_PREFIX = 'service-requests/';
export const recordKey = (reference: string) => `${RECORD_PREFIX}${reference}`;

export interface ServiceRecord {
  reference: string;
  created_at: string;
  kind: ServiceKind;
  serial_number: string;
  product_id: number | null;
  /** The instrument the serial number names, once the request is tied to one. */
  instrument_id: number | null;
  description: string;
  name: string;
  institution: string;
  email: string;
  phone: string;
  lang: Lang;
  photos: ServicePhoto[];
  token: string;
  messages: ServiceMessage[];
}

export const readRecord = (deps: Deps, reference: string) => deps.db.get<ServiceRecord>(recordKey(reference), 'strong');
