import { statSync } from 'node:fs';
import { basename } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { balancedShard } from './tests/support/e2e-shards.ts';

/**
 * The API files that take longest (7 s or more in a fresh-clone CI run, 2026-12-06), longest first:
 * started first. Without results of an earlier run (a fresh clone: CI) vitest starts the largest
 * files first, and these are small: store-crash (about 50 s) started last kept one worker busy long
 * after the other had run out of files. With results of an earlier run vitest's own order (longest
 * first) is kept.
 */
const LONG_SMALL_FILES = [
  'store-crash.test.ts',
  'import-crash.test.ts',
  'import-job-crash.test.ts',
  'store-races.test.ts',
  'sign-in-fast-lane.test.ts',
  'analytics.test.ts',
  'activity-crash.test.ts',
  'bulk-job-crash.test.ts',
  'job-list.test.ts',
  'bulk-job.test.ts',
  'dev-server.test.ts',
  'throttling.test.ts',
  'activity-index.test.ts',
  'contact-inbox.test.ts',
  'start-host.test.ts',
  'kdf-queue.test.ts',
  'visits.test.ts',
  'site-server.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  /** The browser files split into halves of about equal time (tests/support/e2e-shards.ts). */
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const shard = this.ctx.config.shard;
    if (!shard || !files.every((file) => file.project.name === 'e2e')) return super.shard(files);
    return balancedShard(files, (file) => file.moduleId, shard.index, shard.count);
  }

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // A browser lane runs its files one after the other, so their order changes nothing in its time.
    // It is the same on every run, a fresh clone's (largest file first), whatever an earlier run left
    // in vitest's cache: the files share one site and its data, and an order only a second local run
    // chose failed where CI's passed (a file that reads the built catalogue, after files that had
    // added products the build does not have).
    if (files.every((file) => file.project.name === 'e2e')) {
      const size = (file: TestSpecification) => statSync(file.moduleId).size;
      return [...files].sort((a, b) => size(b) - size(a));
    }
    const sorted = await super.sort(files);
    if (files.every((file) => this.ctx.cache.getTestSpecificationResult(file))) return sorted;
    const rank = (file: TestSpecification) => {
      const index = LONG_SMALL_FILES.indexOf(basename(file.moduleId));
      return index === -1 ? LONG_SMALL_FILES.length : index;
    };
    // Within each project (vitest's order of projects kept), the listed files first, the rest as they were.
    const projects = [...new Set(sorted.map((file) => file.project.name))];
    return sorted
      .map((file, position) => ({ file, position }))
      .sort(
        (a, b) =>
          projects.indexOf(a.file.project.name) - projects.indexOf(b.file.project.name) ||
          rank(a.file) - rank(b.file) ||
          a.position - b.position,
      )
      .map(({ file }) => file);
  }
}

/*
 * Four projects: `unit` (pure logic), `api` (the real functions, in-process, on a real local blob
 * store), `e2e` (Playwright driving Debian's Chromium against the built site on the local server),
 * `netlify` (the deploy rehearsal: Netlify's own CLI builds and serves the site, offline).
 */
export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure logic with no state between files: one worker keeps its modules (24 against 9 s of CPU).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/support/api-setup.ts'],
          // Files run two at a time, one per core: the files are independent of each other (a file
          // that counts the whole store takes a store of its own). Measured on a quiet two-core
          // machine: 190 s one at a time, 128 s two at a time, 211 s three at a time (the tests are
          // mostly CPU: scrypt, the blob server, child processes). A group of its own, since its worker
          // count is its own.
          maxWorkers: 2,
          // The files share their two worker processes: evaluating the functions and every module
          // they import again for each file was about a fifth of the project's CPU (645 against
          // 517 s, run alone in the same hour). Each file still starts as the worker's first would
          // (tests/support/api-file-setup.ts): its environment as it was, and nothing the function
          // modules learnt from a store (netlify/functions/_lib/instance-memory.ts).
          isolate: false,
          setupFiles: ['tests/support/api-file-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          // One worker runs every browser file, one after the other, and keeps the modules it has
          // loaded (Playwright, axe, the fixtures): loading them again for each file cost about 2 s of
          // CPU a file. Each file still opens its own browser contexts and pages.
          isolate: false,
          // After the API files, in a group of its own: a project that is not isolated is not put in
          // vitest's group of one-at-a-time files, and the unit project's worker count (the cores
          // less one) differs on other machines.
          sequence: { groupOrder: 2 },
          // A page on a busy shared machine can take seconds to settle; a poll waits for the condition, not a time.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'netlify',
          include: ['tests/netlify/**/*.test.ts'],
          globalSetup: ['tests/support/netlify-setup.ts'],
          testTimeout: 90_000,
          // The first run installs the pinned netlify-cli (about a minute) before two builds.
          hookTimeout: 600_000,
          fileParallelism: false,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
