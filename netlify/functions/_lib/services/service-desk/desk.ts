import { randomUUID } from 'node:crypto';
import type {
  AdminServicePage,
  AdminServiceQuery,
  AdminServiceRequest,
  ServiceListRow,
  ServiceRow,
  ServiceUpdateInput,
} from '#shared/service/admin.ts';
import {
  isServiceOverdue,
  SERVICE_STATUSES,
  SERVICE_STATUS_LABELS,
  type ServiceStatus,
} from '#shared/service/status.ts';
import type { Deps } from '../../deps.ts';
import { conflict, notFound } from '../../errors.ts';
import { Unchanged } from '../../store.ts';
import { diffChanges, journaledUpdate, shorten } from '../activity/index.ts';
import { readRecord, recordKey, type ServiceRecord } from './records.ts';
import { allRows, documentOfReference, indexKey, readRow, SERVICE_NOT_FOUND, type ServiceIndex } from './rows.ts';
import { SERVICE_MESSAGES_MAX } from './tracking.ts';

/*
 * The admin's service desk: the paged list with its filters and overdue marks, one request with its
 * messages both ways, the status change by compare-and-swap (with assignee and internal notes), and the
 * team's message to the customer. Every change is recorded in the activity log with the change itself.
 */

const HISTORY_MAX = 50;

const newestFirst = (a: ServiceRow, b: ServiceRow) =>
  b.created_at.localeCompare(a.created_at) || b.reference.localeCompare(a.reference);

function listRow(row: ServiceRow, now: Date): ServiceListRow {
  const { internal_notes: _notes, history: _history, ...rest } = row;
  return { ...rest, overdue: isServiceOverdue(row, now) };
}

/** One page of the list, newest first, each row with its overdue mark of the moment. */
export async function listServiceRequests(deps: Deps, query: AdminServiceQuery): Promise<AdminServicePage> {
  const now = deps.now();
  const rows = (await allRows(deps)).sort(newestFirst).map((row) => listRow(row, now));
  const counts = Object.fromEntries(SERVICE_STATUSES.map((status) => [status, 0])) as AdminServicePage['counts'];
  counts.overdue = 0;
  for (const row of rows) {
    counts[row.status] += 1;
    if (row.overdue) counts.overdue += 1;
  }
  const assignee = query.assignee.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (query.status === '' || query.status === 'all' || row.status === query.status) &&
      (query.kind === '' || query.kind === 'all' || row.kind === query.kind) &&
      (!assignee || row.assignee.toLowerCase() === assignee) &&
      (!query.overdue || row.overdue),
  );
  const start = (query.page - 1) * query.per_page;
  return {
    data: matching.slice(start, start + query.per_page),
    total: matching.length,
    page: query.page,
    per_page: query.per_page,
    counts,
  };
}

/** What the dashboard counts: every request, those still open, and those overdue now. */
export async function serviceSummary(deps: Deps): Promise<{ total: number; open: number; service_overdue: number }> {
  const now = deps.now();
  const rows = await allRows(deps);
  return {
    total: rows.length,
    open: rows.filter((row) => !['selesai', 'dikirim', 'batal'].includes(row.status)).length,
    service_overdue: rows.filter((row) => isServiceOverdue(row, now)).length,
  };
}

function detail(row: ServiceRow, record: ServiceRecord, now: Date): AdminServiceRequest {
  return {
    ...row,
    overdue: isServiceOverdue(row, now),
    description: record.description,
    email: record.email,
    phone: record.phone,
    instrument_id: record.instrument_id,
    photos: record.photos,
    messages: record.messages,
  };
}

async function rowAndRecord(deps: Deps, reference: string): Promise<{ row: ServiceRow; record: ServiceRecord }> {
  const [row, record] = await Promise.all([readRow(deps, reference), readRecord(deps, reference)]);
  if (!row || !record) throw notFound(SERVICE_NOT_FOUND);
  return { row, record };
}

/** One request with its messages both ways and its status history. */
export async function serviceRequestDetail(deps: Deps, reference: string): Promise<AdminServiceRequest> {
  const { row, record } = await rowAndRecord(deps, reference);
  return detail(row, record, deps.now());
}

/** Changes a row in its index document (one compare-and-swap), with the activity entry `describe` gives. */
async function changeRow(
  deps: Deps,
  reference: string,
  change: (row: ServiceRow) => ServiceRow | null,
  action: string,
): Promise<ServiceRow> {
  let changed: ServiceRow | undefined;
  let before: ServiceRow | undefined;
  await journaledUpdate<ServiceIndex, null>(
    deps,
    indexKey(documentOfReference(reference)),
    (current) => {
      changed = undefined;
      before = current?.entries.find((entry) => entry.reference === reference);
      if (!current || !before) throw notFound(SERVICE_NOT_FOUND);
      const next = change(before);
      if (!next) return new Unchanged(null);
      changed = next;
      return {
        rev: current.rev + 1,
        entries: current.entries.map((entry) => (entry.reference === reference ? next : entry)),
      };
    },
    () => [
      {
        entity: 'service_request',
        entity_id: reference,
        action,
        label: `${reference} · ${before!.name}`,
        changes: diffChanges(
          { status: before!.status, assignee: before!.assignee, internal_notes: shorten(before!.internal_notes) },
          { status: changed!.status, assignee: changed!.assignee, internal_notes: shorten(changed!.internal_notes) },
        ),
      },
    ],
  );
  return changed ?? before!;
}

const staleMessage = (row: ServiceRow) => {
  const by = row.history.at(-1)?.by;
  return `Status sudah diubah menjadi ${SERVICE_STATUS_LABELS.id[row.status]}${by ? ` oleh ${by}` : ''}. Muat ulang lalu coba lagi.`;
};

/**
 * Moves a request to a status only if it is still at the status the admin saw (`expected_status`):
 * two admins changing it at once get one change and one 409 naming who changed it. The assignee and
 * the internal notes, when given, change in the same write.
 */
export async function updateServiceRequest(
  deps: Deps,
  reference: string,
  input: ServiceUpdateInput,
  by: string,
): Promise<AdminServiceRequest> {
  const at = deps.now().toISOString();
  await changeRow(
    deps,
    reference,
    (row) => {
      if (row.status !== input.expected_status) throw conflict(staleMessage(row), { status: [staleMessage(row)] });
      const moved = input.status !== row.status;
      const next: ServiceRow = {
        ...row,
        status: input.status,
        assignee: input.assignee ?? row.assignee,
        internal_notes: input.internal_notes ?? row.internal_notes,
        updated_at: at,
        history: moved ? [...row.history, { status: input.status, at, by }].slice(-HISTORY_MAX) : row.history,
      };
      const same = !moved && next.assignee === row.assignee && next.internal_notes === row.internal_notes;
      return same ? null : next;
    },
    input.status !== input.expected_status ? 'status' : 'update',
  );
  return serviceRequestDetail(deps, reference);
}

/**
 * The team's message to the customer: kept on the request (the tracking page shows it), and the
 * request counts as answered from then on (the overdue rule). Returns the record, for the mail.
 */
export async function addTeamMessage(
  deps: Deps,
  reference: string,
  text: string,
  by: string,
): Promise<{ record: ServiceRecord; request: AdminServiceRequest }> {
  await rowAndRecord(deps, reference);
  const at = deps.now().toISOString();
  const record = await deps.db.update<ServiceRecord>(recordKey(reference), (current) => {
    if (!current) throw notFound(SERVICE_NOT_FOUND);
    if (current.messages.length >= SERVICE_MESSAGES_MAX) {
      throw conflict('Permintaan ini sudah menampung pesan terbanyak (200).');
    }
    return { ...current, messages: [...current.messages, { id: randomUUID(), from: 'team', text, at, by }] };
  });
  await journaledUpdate<ServiceIndex>(
    deps,
    indexKey(documentOfReference(reference)),
    (current) => {
      if (!current) throw notFound(SERVICE_NOT_FOUND);
      return {
        rev: current.rev + 1,
        entries: current.entries.map((entry) =>
          entry.reference === reference ? { ...entry, answered_at: entry.answered_at ?? at, updated_at: at } : entry,
        ),
      };
    },
    (before) => [
      {
        entity: 'service_request',
        entity_id: reference,
        action: 'message',
        label: `${reference} · ${before?.entries.find((entry) => entry.reference === reference)?.name ?? ''}`,
        changes: [{ field: 'message', from: null, to: shorten(text) }],
      },
    ],
  );
  return { record, request: await serviceRequestDetail(deps, reference) };
}

export const isServiceStatus = (value: string): value is ServiceStatus =>
  (SERVICE_STATUSES as readonly string[]).includes(value);

/** A photo the customer sent, by its place in the request (0–2); 404 for any other. */
export async function servicePhoto(
  deps: Deps,
  reference: string,
  index: string,
): Promise<{ data: ArrayBuffer; contentType: string }> {
  const record = await readRecord(deps, reference);
  const photo = /^[0-2]$/.test(index) ? record?.photos[Number(index)] : undefined;
  const image = photo ? await deps.images.get(photo.key) : null;
  if (!image) throw notFound('Foto tidak ditemukan');
  return image;
}
