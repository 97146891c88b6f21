import type { ImportReport, ImportRowError } from '#shared/catalogue/io.ts';
import type { Deps } from '../../deps.ts';
import { env } from '../../env.ts';
import { createJob, unitKey } from './jobs/records.ts';
import type { JobType } from './jobs/types.ts';
import { requestRebuild } from '../publishing/index.ts';
import { applyImport } from './apply.ts';
import type { Cell } from './cells.ts';
import { planImport, type ImportPlan } from './plan.ts';

/*
 * A confirmed import as a job (decision 025). The whole file is planned once, when the job starts
 * (the plan a dry run answers); the rows it would create or update are then applied a window at a
 * time (256 rows, RAWLAB_JOB_STEP_SHARDS × 4: a new product costs a few claims), in file order, each window planned again against
 * the catalogue as it is then and applied as an import applies (decision 015). A window is thereby
 * exactly once in effect however often a crash makes a step run it again: its rows already applied
 * come back unchanged, the others are applied. Rows the whole-file plan refused (a SKU twice in the
 * file, a bad value) are never applied; the report counts each row once, as the first plan saw it,
 * less the rows that failed.
 */

const CHANGED_SINCE_PREVIEW = 'Produk ini diubah admin lain sejak pratinjau; periksa lagi lalu impor ulang';

/** A cell as JSON: a date (from a spreadsheet) keeps its type. */
type StoredCell = Exclude<Cell, Date> | { date: string };

export interface ImportInput {
  header: StoredCell[];
  /** The rows to apply (file row number → cells), in file order, a window of them a unit. */
  rows: Array<[number, StoredCell[]]>;
  window: number;
  /** Row numbers the first plan would create (the others update). */
  creates: number[];
  /** The versions the dry run saw, sent back with the confirmation. */
  versions: Record<string, number>;
  /** The first plan's report: the counts and examples the job's result starts from. */
  first: ImportReport;
}

const store = (row: Cell[]): StoredCell[] =>
  row.map((cell) => (cell instanceof Date ? { date: cell.toISOString() } : cell));
const restore = (row: StoredCell[]): Cell[] =>
  row.map((cell) => (cell !== null && typeof cell === 'object' ? new Date(cell.date) : cell));

/** Starts the job of a planned file; the caller runs its first step. */
export async function startImportJob(
  deps: Deps,
  cells: Cell[][],
  plan: ImportPlan,
  report: ImportReport,
  versions: Record<string, number>,
  user: { id: number; name: string },
) {
  const apply = new Set([...plan.creates, ...plan.updates].map((row) => row.row));
  const rows = cells.flatMap((row, index): Array<[number, StoredCell[]]> =>
    apply.has(index + 1) ? [[index + 1, store(row)]] : [],
  );
  const window = env().RAWLAB_JOB_STEP_SHARDS * 4;
  const input: ImportInput = {
    header: store(cells[0] ?? []),
    rows,
    window,
    creates: plan.creates.map((row) => row.row),
    versions,
    first: report,
  };
  const units = Array.from({ length: Math.ceil(rows.length / window) }, (_, index) => index);
  return createJob<ImportInput>(deps, { kind: 'import', user, total: rows.length, units }, input);
}

export const importJob: JobType<ImportInput> = {
  // Windows one after another, as many as the step's budget allows (at most RAWLAB_JOB_STEP_SHARDS),
  // each window's record shards committed four side by side.
  sideBySide: 1,
  unitsPerStep: (shards) => shards,
  run: async (deps, job, input, unit) => {
    // The window's receipt marks it begun: a job cancelled meanwhile finishes it rather than leave it half-applied.
    await deps.db.put(unitKey(job.id, unit), { state: 'begun' });
    const slice = input.rows.slice(unit * input.window, (unit + 1) * input.window);
    // The window's rows at their own row numbers (the others empty, which a plan skips).
    const cells: Cell[][] = [restore(input.header)];
    for (const [number, row] of slice) cells[number - 1] = restore(row);
    for (let index = 0; index < cells.length; index++) cells[index] ??= [];
    // Planned without the dry run's versions: a row this job applied before a crash is then simply
    // unchanged, while an update on a version other than the one previewed is refused here.
    const plan = await planImport(deps, cells);
    const errors: ImportRowError[] = [...plan.errors];
    const updates = plan.updates.filter((row) => {
      const expected = input.versions[String(row.current.id)];
      if (expected === undefined || expected === row.current.version) return true;
      errors.push({ row: row.row, column: '', message: CHANGED_SINCE_PREVIEW });
      return false;
    });
    const outcome = await applyImport(deps, { ...plan, updates, errors: [] });
    errors.push(...outcome.errors);
    return { done: slice.length, changed: outcome.creates.length + outcome.updates.length, errors };
  },
  finish: async (deps, job, input) => {
    if (job.changed > 0) await requestRebuild(deps, `import: ${job.changed} products`);
    const creates = new Set(input.creates);
    const failedRows = new Set(job.errors.map((error) => error.row));
    const failedCreates = [...failedRows].filter((row) => creates.has(row)).length;
    const report: ImportReport = {
      ...input.first,
      dry_run: false,
      created: input.first.created - failedCreates,
      updated: input.first.updated - (failedRows.size - failedCreates),
      errors: [...input.first.errors, ...job.errors].sort((a, b) => a.row - b.row),
    };
    const applied = report.created + report.updated;
    return {
      message: `${applied} dari ${job.total} baris diterapkan`,
      changed: applied,
      ok: applied,
      failures: [],
      report,
    };
  },
};
