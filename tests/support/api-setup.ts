import type { TestProject } from 'vitest/node';
import { startLocalRuntime } from '#scripts/lib/runtime.ts';
import { isolateTestEnvironment } from './test-env.ts';

/** One blob server on a fresh directory, seeded with the demo catalogue, for all API test files. */
export default async function setup(project: TestProject) {
  const dataDir = isolateTestEnvironment('api');
  const runtime = await startLocalRuntime({ seed: true });
  project.provide('blobsUrl', runtime.blobs.url);
  project.provide('blobsToken', runtime.blobs.token);
  project.provide('dataDir', dataDir);
  return async () => {
    await runtime.blobs.stop();
  };
}
