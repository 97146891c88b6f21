import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { resetEnvCache } from '#server/env.ts';
import { forgetInstanceMemory } from '#server/instance-memory.ts';
import { startLocalBlobs, type LocalBlobs } from '#scripts/lib/local-blobs.ts';

/**
 * Points this test file at a blob store of its own (a fresh folder), for tests that change what
 * other files read: the whole catalogue, the publishing state. `restore` goes back to the run's store.
 * Each switch forgets what the function modules learnt from the store before (their caches).
 */
export async function useOwnStore(
  label: string,
): Promise<{ blobs: LocalBlobs; directory: string; restore: () => Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), `rawlab-${label}-`));
  const blobs = await startLocalBlobs(directory);
  process.env.RAWLAB_BLOBS_URL = blobs.url;
  process.env.RAWLAB_BLOBS_TOKEN = blobs.token;
  resetEnvCache();
  forgetInstanceMemory();
  return {
    blobs,
    directory,
    restore: async () => {
      await blobs.stop();
      process.env.RAWLAB_BLOBS_URL = inject('blobsUrl');
      process.env.RAWLAB_BLOBS_TOKEN = inject('blobsToken');
      resetEnvCache();
      forgetInstanceMemory();
    },
  };
}
