import { describe, expect, it } from 'vitest';
import { publicBuildError } from '#server/services/publishing/build-report.ts';

/** What the dashboard may show of a failed build: no stack frames, no server paths. */
describe('publicBuildError', () => {
  it.each([
    [
      'Error: Product not found\n    at publishedProductBySlug (/work/main/netlify/functions/_lib/services/products.ts:201:9)\n    at async /work/main/src/pages/products/[slug].astro:17:3',
      'Error: Product not found',
    ],
    [
      'astro build exited with 1: [ERROR] Could not resolve /home/runner/site/src/pages/index.astro:12:4',
      'astro build exited with 1: [ERROR] Could not resolve index.astro',
    ],
    ['\n\n   at node:internal/process/task_queues:105:5', 'Build gagal.'],
  ])('%j → %j', (raw, shown) => {
    expect(publicBuildError(raw)).toBe(shown);
  });
});
