import type { Deps } from '../../deps.ts';
import { matchingAdminProducts, readSummaries, storedAdminSearchScores } from '../catalog/index.ts';
import type { ExportQuery } from './export.ts';

/** The ids of every live product the admin list's filters match, in the list's order. */
export async function matchingProductIds(deps: Deps, query: ExportQuery): Promise<number[]> {
  const [summaries, scores] = await Promise.all([readSummaries(deps), storedAdminSearchScores(deps, query.q)]);
  return matchingAdminProducts(summaries, query, scores).map((product) => product.id);
}
