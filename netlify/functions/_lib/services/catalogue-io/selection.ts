import type { Deps } from '../../deps.ts';
import { matchingAdminProducts } from '../catalog/lists.ts';
import { readSummaries } from '../catalog/records.ts';
import type { ExportQuery } from './export.ts';

/** The ids of every live product the admin list's filters match, in the list's order. */
export async function matchingProductIds(deps: Deps, query: ExportQuery): Promise<number[]> {
  return matchingAdminProducts(await readSummaries(deps), query).map((product) => product.id);
}
