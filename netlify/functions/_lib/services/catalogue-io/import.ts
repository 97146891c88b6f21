import type { ImportReport } from '#shared/catalogue-io.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, invalid } from '../../errors.ts';
import { requestRebuild } from '../publish.ts';
import { applyImport } from './apply.ts';
import { FILE_TOO_LARGE, MAX_FILE_BYTES, readFile, unpacked } from './files.ts';
import { planImport, reportOf } from './plan.ts';
import { PROGRESS_ID, progressWriter } from './progress.ts';

/** A catalogue file imported from the admin's form: its `file`, and what the dry run saw (`versions`). */
export async function importCatalogue(deps: Deps, form: FormData, dryRun: boolean): Promise<ImportReport> {
  const file = form.get('file');
  if (!(file instanceof File) || file.size === 0) {
    throw invalid('Pilih file CSV atau Excel (.xlsx) untuk diimpor', { file: ['Pilih file CSV atau Excel (.xlsx)'] });
  }
  if (file.size > MAX_FILE_BYTES) throw new HttpError(413, FILE_TOO_LARGE);
  const { rows, separator } = await readFile(unpacked(new Uint8Array(await file.arrayBuffer())));
  const plan = await planImport(deps, rows, versionsOf(form.get('versions')), separator);
  if (dryRun) return reportOf(plan, true);
  const progressId = String(form.get('progress_id') ?? '');
  const progress = progressWriter(deps, PROGRESS_ID.test(progressId) ? progressId : undefined);
  const outcome = await applyImport(deps, plan, progress.report).finally(progress.finish);
  const changed = outcome.creates.length + outcome.updates.length;
  // One publish for the whole file, however many rows it changed.
  if (changed > 0) await requestRebuild(deps, `import: ${changed} products`);
  return reportOf(outcome, false);
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
