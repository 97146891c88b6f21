import type { Config } from '@netlify/functions';
import { deployCostWords } from '#shared/publishing/policy.ts';
import { PublishPolicySchema } from '#shared/publishing/policy-schema.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import { readPolicy, savePolicy } from './_lib/services/publishing/index.ts';

/**
 * GET/PUT /api/admin/publish/policy `{ plan, monthly_credits, quiet_seconds, max_deploys_per_day }`
 * (Manager and above): the publishing budget (docs/decisions/026-publishing-budget.md). A plan sets its
 * own monthly credits; `custom` takes the one sent. Both answers add `cost`, the daily cap's cost in words.
 */
export default handler({
  GET: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    const policy = await readPolicy(deps);
    return json({ ...policy, cost: deployCostWords(policy.max_deploys_per_day) });
  },
  PUT: async (req) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Manager');
    const policy = await savePolicy(deps, await readJsonAs(req, PublishPolicySchema));
    return json({
      message: 'Pengaturan publikasi disimpan',
      ...policy,
      cost: deployCostWords(policy.max_deploys_per_day),
    });
  },
});

export const config: Config = { path: '/api/admin/publish/policy' };
