import type { ImportReport } from '#shared/catalogue/io.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import { STEP_BUDGET_MS, firstJobStep } from './jobs/run.ts';
import type { JobRecord } from './jobs/records.ts';
import { startImportJob } from './import-job.ts';
import { FILE_TOO_LARGE, MAX_FILE_BYTES, readFile, unpacked } from './files.ts';
import { planImport, reportOf } from './plan.ts';
import { PROGRESS_ID, progressWriter } from './progress.ts';

const FIRST_STEP_BEFORE_MS = 5_000;

/**
 * A catalogue file imported from the admin's form: its `file`, and what the dry run saw (`versions`).
 * Answers the report, or the job applying the file when its first step did not finish it.
 */
export async function importCatalogue(
  deps: Deps,
  form: FormData,
  dryRun: boolean,
  user: { id: number; name: string },
): Promise<ImportReport | JobRecord> {
  const started = Date.now();
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    throw invalid('Pilih file CSV atau Excel (.xlsx) untuk diimpor', { file: ['Pilih file CSV atau Excel (.xlsx)'] });
  }
  if (file.size > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const { rows, separator } = await readFile(unpacked(new Uint8Array(await file.arrayBuffer())));
  const versions = versionsOf(form.get('versions'));
  const plan = await planImport(deps, rows, versions, separator);
  if (dryRun) return reportOf(plan, true);
  if (plan.creates.length + plan.updates.length === 0) return reportOf(plan, false);
  // Applied as a job, a window of rows a step (decision 025); its first step runs in this request.
  const progressId = String(form.get('progress_id') ?? '');
  const progress = progressWriter(deps, PROGRESS_ID.test(progressId) ? progressId : undefined);
  const job = await startImportJob(deps, rows, plan, reportOf(plan, false), versions, user);
  // A large file's reading and planning take a step's time already: its first step is the next call's.
  if (Date.now() - started > FIRST_STEP_BEFORE_MS) return job;
  await progress.report(0, job.total);
  // The step gets what is left of a step's budget after the reading and planning.
  const stepped = await firstJobStep(deps, job.id, STEP_BUDGET_MS - (Date.now() - started)).finally(progress.finish);
  return stepped.state === 'done' && stepped.result?.report ? stepped.result.report : stepped;
}

function versionsOf(value: FormDataEntryValue | null): Record<string, number> {
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && Object.values(parsed).every((v) => Number.isInteger(v))) {
      return parsed as Record<string, number>;
    }
  } catch {
    // refused below
  }
  throw invalid('versions harus berupa JSON { id: versi }', { versions: ['versions tidak valid'] });
}
