import { countMissingDays, migrateActivityLayout } from './_lib/services/activity/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { json } from './_lib/http.ts';
import { markDeploySucceeded, type SucceededDeploy } from './_lib/services/publishing/index.ts';

/**
 * Netlify's deploy-succeeded event (this file is named after it, so Netlify calls it when a deploy of
 * the site is live, with `{ payload: deploy, site }`; it has no route). A production deploy publishes
 * the change sequence its build took (decision 004); deploy previews and branch deploys change nothing.
 * A record that cannot be written is logged: the dashboard then says 'building' until the next deploy.
 * A deploy also moves an activity log written before the log was indexed by day into that layout
 * (decision 018), so the first deploy of that code shows the older entries at once rather than after
 * the daily purge; a run stopped half-way is finished by the next deploy or purge. Days of the log
 * with no counts yet are counted here too, not by the first admin who opens the log.
 */
export default async (req: Request): Promise<Response> => {
  const deploy = deployOf(await req.json().catch(() => null));
  if (!deploy) return json({ message: 'Expected a deploy-succeeded event: { payload: { id, context } }' }, 400);
  try {
    const result = await markDeploySucceeded(requestDeps(), deploy);
    console.log(`Deploy ${deploy.id} (${deploy.context}) succeeded: ${result}.`);
  } catch (error) {
    console.error(`Could not record deploy ${deploy.id} as published:`, error);
  }
  try {
    const { moved, copied } = await migrateActivityLayout(requestDeps());
    if (moved + copied > 0)
      console.log(`Activity log: ${moved} entries moved to their day, ${copied} record copies written.`);
    const counted = await countMissingDays(requestDeps());
    if (counted > 0) console.log(`Activity log: ${counted} days counted.`);
  } catch (error) {
    console.error('Could not finish moving the activity log to its indexed layout:', error);
  }
  return json({ message: 'ok' });
};

function deployOf(body: unknown): SucceededDeploy | null {
  const payload = (body as { payload?: { id?: unknown; context?: unknown } } | null)?.payload;
  if (typeof payload?.id !== 'string' || typeof payload.context !== 'string') return null;
  return { id: payload.id, context: payload.context };
}
