import { test as base } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { login, ready } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';

/*
 * Shared set-up for the API test files (not a test file itself). Files run in parallel against one
 * seeded store, so a test that counts what the whole store holds (visitors, every product) takes a
 * store of its own through `withOwnStore`; the others count only what they created. `call`
 * (tests/support/api.ts) stays a plain import: it loads the functions on its first use, and
 * module-level helpers use it too.
 */
export const test = base
  /** The seeded Super Admin's token on the store the file is using (signed in once per store). */
  .extend('token', async (): Promise<string> => login());

export interface OwnStore {
  /** The store's folder on disk. */
  directory: string;
}

/**
 * The same fixtures, with the whole file on a store of its own, seeded with the demo catalogue (the
 * Super Admin is created by its first sign-in, as on a new site).
 */
export const withOwnStore = test.extend(
  'ownStore',
  { scope: 'file', auto: true },
  async ({}, { onCleanup }): Promise<OwnStore> => {
    // The functions first: loading them points the process at the run's store, which this replaces.
    await ready();
    const store = await useOwnStore('own');
    onCleanup(() => store.restore());
    await seedDemoCatalog(requestDeps());
    return { directory: store.directory };
  },
);
