/** Half of an import cycle that tests/unit/architecture-lint.test.ts closes in memory; on disk it imports nothing. */
export const cycleA = 'a';
