import type { ImportProgress } from '#shared/catalogue/io.ts';
import type { Deps } from '../../deps.ts';

/*
 * How far an import has come, for the admin's progress bar: the import writes it (at most twice a
 * second) under an id the browser chose, and the browser reads it while it waits for the answer.
 */

const progressKey = (id: string) => `imports/progress/${id}`;
export const PROGRESS_ID = /^[A-Za-z0-9-]{8,64}$/;
const WRITE_EVERY_MS = 500;

export function progressWriter(deps: Deps, id: string | undefined) {
  let last = 0;
  /** The import answered: the browser stops asking, and the store keeps no trace of it. */
  const finish = async (): Promise<void> => {
    if (!id) return;
    try {
      await deps.db.delete(progressKey(id));
    } catch (error) {
      console.error('Could not remove the import progress:', error);
    }
  };
  const report = async (done: number, total: number): Promise<void> => {
    if (!id) return;
    const now = Date.now();
    if (done < total && now - last < WRITE_EVERY_MS) return;
    last = now;
    try {
      await deps.db.put<ImportProgress>(progressKey(id), { done, total });
    } catch (error) {
      // Only the progress bar misses a step; the import goes on.
      console.error('Could not record the import progress:', error);
    }
  };
  return { report, finish };
}

export async function readProgress(deps: Deps, id: string): Promise<ImportProgress> {
  return (await deps.db.get<ImportProgress>(progressKey(id))) ?? { done: 0, total: 0 };
}
