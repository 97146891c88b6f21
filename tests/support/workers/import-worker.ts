import { readFileSync } from 'node:fs';
import { resetEnvCache } from '#server/env.ts';
import { startLocalBlobs } from '#scripts/lib/local-blobs.ts';

/*
 * An import to be killed: it runs its own blob server on CRASH_DIR (as `npm start` does), plans the
 * CSV file at IMPORT_FILE and applies it, printing one JSON line each time rows are done. The test
 * kills the process with SIGKILL part-way and checks what is left.
 */

const blobs = await startLocalBlobs(process.env.CRASH_DIR!);
process.env.RAWLAB_BLOBS_URL = blobs.url;
process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
resetEnvCache();
const { requestDeps } = await import('#server/deps.ts');
const { readRows } = await import('#server/services/catalogue-io/files.ts');
const { planImport } = await import('#server/services/catalogue-io/plan.ts');
const { applyImport } = await import('#server/services/catalogue-io/apply.ts');

const deps = requestDeps();
const plan = await planImport(deps, await readRows(readFileSync(process.env.IMPORT_FILE!)));
await applyImport(deps, plan, (done, total) => void process.stdout.write(`${JSON.stringify({ done, total })}\n`));
process.stdout.write(`${JSON.stringify({ finished: true })}\n`);
