import { describe, expect, it } from 'vitest';
import { requestDeps } from '#server/deps.ts';
import { BUILD_REPORT_KEY } from '#server/services/publishing/build-report.ts';
import { PUBLISH_KEY, emptyPublishState } from '#server/services/publishing/publish.ts';
import { seedDemoCatalog } from '#server/services/maintenance/seed.ts';
import { call, ready, userWithRole } from '../support/api.ts';
import { useOwnStore } from '../support/own-store.ts';

/*
 * The publishing state as the dashboard reads it: any role sees a failed build's reason without
 * stack frames or server paths, and the products the last build left out.
 */

describe('GET /api/admin/publish', () => {
  it('shows Staff the reason of a failed build without server paths, and the products left out', async () => {
    await ready();
    // A store of its own: other files read and write the publishing state.
    const store = await useOwnStore('publish-answer');
    const { db } = requestDeps();
    try {
      await seedDemoCatalog(requestDeps());
      await db.put(PUBLISH_KEY, {
        ...emptyPublishState(),
        changeSeq: 5,
        builtSeq: 4,
        lastError:
          'Error: Product not found\n    at publishedProductBySlug (/opt/build/repo/netlify/functions/_lib/services/products.ts:201:9)\n    at async file:///opt/build/repo/src/pages/products/[slug].astro:17:3',
      });
      await db.put(BUILD_REPORT_KEY, {
        at: new Date().toISOString(),
        products: 30,
        storeCalls: 23,
        warnings: [{ productId: 7, message: 'Produk #7 tidak dipublikasikan: datanya tidak valid.' }],
      });
      const staff = await userWithRole('Staff');
      const answer = await call('/api/admin/publish', { token: staff.token });
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe('failed');
      expect(answer.body.lastError).toBe('Error: Product not found');
      expect(JSON.stringify(answer.body)).not.toMatch(/\/opt\/build|\.ts:\d+|\bat\s/);
      expect(answer.body.buildWarnings).toEqual([
        { productId: 7, message: 'Produk #7 tidak dipublikasikan: datanya tidak valid.' },
      ]);
    } finally {
      await store.restore();
    }
  });
});
