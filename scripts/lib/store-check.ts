import { requestDeps } from '#server/deps.ts';
import { type CheckOptions, checkStore } from '#server/services/maintenance/index.ts';

/**
 * The deep store check with a printed report (`npm run store:check`, and `npm start` before it
 * serves, with nothing else writing yet). Returns how many findings remain unrepaired.
 */
export async function runStoreCheck(options: Omit<CheckOptions, 'deep'> = {}): Promise<number> {
  const report = await checkStore(requestDeps(), { ...options, deep: true });
  const live = report.records.filter((record) => !record.deleted_at).length;
  if (report.findings.length === 0) {
    console.log(`Store check: ${live} products, no inconsistencies.`);
    return 0;
  }
  for (const finding of report.findings) {
    console.log(`  ${finding.fixed ? 'repaired' : 'found   '}  ${finding.kind}: ${finding.detail}`);
  }
  const remaining = report.findings.filter((finding) => !finding.fixed).length;
  console.log(
    `Store check: ${live} products, ${report.findings.length} inconsistencies, ${report.findings.length - remaining} repaired.`,
  );
  return remaining;
}
