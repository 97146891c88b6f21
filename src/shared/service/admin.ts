import { z } from '../common/zod.ts';
import type { Lang } from '../i18n/lang.ts';
import type { CustomerCertificate } from './certificate.ts';
import { SERVICE_KINDS, SERVICE_PAGE_SIZE, SERVICE_STATUSES, type ServiceKind, type ServiceStatus } from './status.ts';

/*
 * The service desk's shapes: a request's row in the admin list, the request with its messages and
 * history, the customer's view on the tracking page, and the admin's payloads.
 */

export const SERVICE_NOTES_MAX = 4000;
export const SERVICE_ASSIGNEE_MAX = 120;

/** A status change, newest last. */
export interface ServiceStatusChange {
  status: ServiceStatus;
  at: string;
  /** The admin's name; null for the request's first status, set by the customer's submission. */
  by: string | null;
}

/** A message on a request: from the customer (tracking page) or from the team (admin). */
export interface ServiceMessage {
  id: string;
  from: 'customer' | 'team';
  text: string;
  at: string;
  /** The admin who wrote a team message. */
  by?: string;
}

/** A photo the customer sent with the request (stored privately, never under /uploads/). */
export interface ServicePhoto {
  key: string;
  type: string;
  size: number;
}

/** One row of the admin list, and what the status compare-and-swap writes. */
export interface ServiceRow {
  reference: string;
  created_at: string;
  kind: ServiceKind;
  name: string;
  institution: string;
  serial_number: string;
  product_id: number | null;
  status: ServiceStatus;
  assignee: string;
  /** When the team first wrote to the customer (the overdue rule reads it). */
  answered_at: string | null;
  updated_at: string;
  history: ServiceStatusChange[];
  /** The team's own notes, never shown to the customer. */
  internal_notes: string;
  lang: Lang;
}

/** A row as the list answers it: without the notes, with the overdue mark of the moment. */
export type ServiceListRow = Omit<ServiceRow, 'internal_notes' | 'history'> & { overdue: boolean };

export interface AdminServicePage {
  data: ServiceListRow[];
  total: number;
  page: number;
  per_page: number;
  /** Every request by status, and how many are overdue, whatever the filters. */
  counts: Record<ServiceStatus, number> & { overdue: number };
}

/** GET /api/admin/service-requests/{reference}. */
export interface AdminServiceRequest extends ServiceRow {
  overdue: boolean;
  description: string;
  email: string;
  phone: string;
  instrument_id: number | null;
  photos: ServicePhoto[];
  messages: ServiceMessage[];
}

/** What the tracking page shows the customer: no internal notes, no assignee, no contact details. */
export interface TrackedServiceRequest {
  reference: string;
  created_at: string;
  kind: ServiceKind;
  serial_number: string;
  product: { id: number; name: string } | null;
  status: ServiceStatus;
  history: ServiceStatusChange[];
  messages: Array<Pick<ServiceMessage, 'from' | 'text' | 'at'>>;
  lang: Lang;
  /**
   * The calibration certificates of the instrument the request is tied to, newest first, each with
   * its private download link; empty when the request names no recorded instrument.
   */
  certificates: CustomerCertificate[];
}

const flag = z
  .enum(['1', '0', 'true', 'false', ''], { error: 'overdue harus 1 atau 0' })
  .transform((value) => value === '1' || value === 'true')
  .default(false);

/** GET /api/admin/service-requests?status=&kind=&assignee=&overdue=1&page=. */
export const AdminServiceQuerySchema = z.object({
  page: z.coerce.number({ error: 'Halaman harus angka' }).int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number({ error: 'Jumlah per halaman harus angka' })
    .int()
    .min(1)
    .max(100, 'Jumlah per halaman maksimal 100')
    .default(SERVICE_PAGE_SIZE),
  status: z.enum(['', 'all', ...SERVICE_STATUSES], { error: 'Status tidak dikenal' }).default(''),
  kind: z.enum(['', 'all', ...SERVICE_KINDS], { error: 'Jenis layanan tidak dikenal' }).default(''),
  assignee: z.string().trim().max(SERVICE_ASSIGNEE_MAX, 'Petugas maksimal 120 karakter').default(''),
  overdue: flag,
});
export type AdminServiceQuery = z.infer<typeof AdminServiceQuerySchema>;

const status = z.enum(SERVICE_STATUSES, { error: 'Status tidak dikenal' });

/**
 * PUT /api/admin/service-requests/{reference}: a compare-and-swap on the status. `expected_status` is
 * the status the admin saw; when it moved meanwhile the change is refused with a 409.
 */
export const ServiceUpdateSchema = z.object({
  status,
  expected_status: status,
  assignee: z
    .string({ error: 'Petugas harus berupa teks' })
    .trim()
    .max(SERVICE_ASSIGNEE_MAX, `Petugas maksimal ${SERVICE_ASSIGNEE_MAX} karakter`)
    .optional(),
  internal_notes: z
    .string({ error: 'Catatan internal harus berupa teks' })
    .trim()
    .max(SERVICE_NOTES_MAX, `Catatan internal maksimal ${SERVICE_NOTES_MAX} karakter`)
    .optional(),
});
export type ServiceUpdateInput = z.infer<typeof ServiceUpdateSchema>;
