import { z } from '../common/zod.ts';
import type { FieldWords } from './field-words.ts';
import { ACTIVITY_ENTITIES } from './labels.ts';

/*
 * The activity log's shapes, shared by the functions that write and answer it and the admin screens
 * that show it. An entry says when, who, what was done to which record and, for an update, each
 * changed field from → to (long texts shortened; passwords, hashes, secrets and tokens never).
 */

export { ACTION_LABELS, ACTIVITY_ENTITIES, ENTITY_LABELS, type ActivityEntity } from './labels.ts';

export const ActivityUserSchema = z.object({ id: z.number().int(), name: z.string() });
export type ActivityUser = z.infer<typeof ActivityUserSchema>;

/** A change's value as recorded: scalars as they are, anything longer or structured as short text. */
export const ChangeValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ChangeValue = z.infer<typeof ChangeValueSchema>;

export const ActivityChangeSchema = z.object({ field: z.string(), from: ChangeValueSchema, to: ChangeValueSchema });
/**
 * A change as recorded, and as answered: with the field's words when its model owns them (the log's
 * answers add them on reading, so older entries get them too; they are never stored).
 */
export type ActivityChange = z.infer<typeof ActivityChangeSchema> & { words?: FieldWords };

export const ActivityEntrySchema = z.object({
  /** Unique and derived from the change itself, so writing an entry twice keeps one. */
  id: z.string().min(1).max(200),
  at: z.string().min(1),
  user: ActivityUserSchema,
  action: z.string().min(1).max(40),
  entity: z.enum(ACTIVITY_ENTITIES),
  entity_id: z.string().min(1).max(120),
  /** The record's name when the change was made (a product's name, a user's e-mail…). */
  label: z.string().max(200).default(''),
  changes: z.array(ActivityChangeSchema).default([]),
  /**
   * The log key of the one document an import commit's entries are copied to together (instead of
   * a key each); absent for every other change.
   */
  batch: z.string().max(300).optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** What `GET /api/admin/activity?entity=…&id=…` answers per entry (newest first). */
export interface EntityActivity {
  at: string;
  user: ActivityUser;
  action: string;
  changes: ActivityChange[];
}

/** A row of the 'Aktivitas' list. */
export type ActivityRow = Omit<ActivityEntry, 'id' | 'batch' | 'changes'> & { changes: ActivityChange[] };

export interface ActivityPage {
  data: ActivityRow[];
  total: number;
  page: number;
  per_page: number;
  /** The admins (and the system) the person filter offers. */
  people: ActivityUser[];
}

/** A saved version of a product: `GET /api/admin/products/{id}/revisions`. */
export interface ProductRevision {
  revision: number;
  at: string;
  user: ActivityUser;
  action: string;
}

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Gunakan tanggal YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Tanggal tidak valid');

export const ACTIVITY_PAGE_SIZE = 25;

export const ActivityQuerySchema = z.object({
  page: z.coerce.number({ error: 'page harus angka' }).int('page harus bilangan bulat').min(1).max(100_000).default(1),
  per_page: z.coerce.number({ error: 'per_page harus angka' }).int().min(1).max(100).default(ACTIVITY_PAGE_SIZE),
  /** A person: the admin's user id. */
  user: z.coerce.number({ error: 'user harus angka' }).int().min(0).optional(),
  entity: z.enum(ACTIVITY_ENTITIES, { error: 'entity tidak dikenal' }).optional(),
  /** One record of that entity (with `entity`): its own history as a plain array. */
  id: z.string().trim().min(1).max(120).optional(),
  /** Jakarta dates, inclusive. */
  from: date.optional(),
  to: date.optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;
