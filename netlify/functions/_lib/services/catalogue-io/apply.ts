import { commitImport } from '../catalog/index.ts';
import type { Deps } from '../../deps.ts';
import type { ImportPlan } from './plan.ts';

/*
 * Applying an import plan: the catalog commits its rows (each applied whole or not at all, a product
 * changed meanwhile reported instead of overwritten; decision 015), and the plan is answered as it
 * turned out.
 */

/** Commits the plan; `onProgress` hears how many of its rows are done. Answers the plan as it turned out. */
export async function applyImport(
  deps: Deps,
  plan: ImportPlan,
  onProgress: (done: number, total: number) => void | Promise<void> = () => undefined,
): Promise<ImportPlan> {
  const committed = await commitImport(
    deps,
    { creates: plan.creates, updates: plan.updates, relist: plan.unlisted },
    onProgress,
  );
  return {
    unlisted: [],
    rows: plan.rows,
    creates: committed.creates,
    updates: committed.updates,
    unchanged: plan.unchanged,
    errors: [...plan.errors, ...committed.errors],
  };
}
