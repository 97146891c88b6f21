import { requestDeps } from './_lib/deps.ts';
import { json } from './_lib/http.ts';
import { markDeploySucceeded, type SucceededDeploy } from './_lib/services/publish.ts';

/**
 * Netlify's deploy-succeeded event (this file is named after it, so Netlify calls it when a deploy of
 * the site is live, with `{ payload: deploy, site }`; it has no route). A production deploy publishes
 * the change sequence its build took (decision 004); deploy previews and branch deploys change nothing.
 * A record that cannot be written is logged: the dashboard then says 'building' until the next deploy.
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
  return json({ message: 'ok' });
};

function deployOf(body: unknown): SucceededDeploy | null {
  const payload = (body as { payload?: { id?: unknown; context?: unknown } } | null)?.payload;
  if (typeof payload?.id !== 'string' || typeof payload.context !== 'string') return null;
  return { id: payload.id, context: payload.context };
}
