import type { DeploySucceededEvent, NetlifyFunction } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { json } from './_lib/http.ts';
import { markDeploySucceeded, type SucceededDeploy } from './_lib/services/publish.ts';

/**
 * Netlify's deploy-succeeded event: a production deploy is live, so the change sequence its build took
 * is published (decision 004). Deploy previews and branch deploys change nothing. Never throws: a
 * missed record only makes the dashboard say 'building' until the next deploy.
 */
async function recordPublish(deploy: SucceededDeploy): Promise<void> {
  try {
    const result = await markDeploySucceeded(requestDeps(), deploy);
    console.log(`Deploy ${deploy.id} (${deploy.context}) succeeded: ${result}.`);
  } catch (error) {
    console.error(`Could not record deploy ${deploy.id} as published:`, error);
  }
}

/** The event as Netlify posts it to a function named after it: `{ payload: deploy, site }`. */
function deployOf(body: unknown): SucceededDeploy | null {
  const payload = (body as { payload?: { id?: unknown; context?: unknown } } | null)?.payload;
  if (typeof payload?.id !== 'string' || typeof payload.context !== 'string') return null;
  return { id: payload.id, context: payload.context };
}

const deploySucceeded: NetlifyFunction = {
  // The typed event handler of @netlify/functions.
  deploySucceeded: (event: DeploySucceededEvent) => recordPublish(event.deploy),
  // The file-name convention (this file is named after the event) delivers the same event as a request.
  fetch: async (req: Request) => {
    const deploy = deployOf(await req.json().catch(() => null));
    if (!deploy) return json({ message: 'Expected a deploy-succeeded event: { payload: { id, context } }' }, 400);
    await recordPublish(deploy);
    return json({ message: 'ok' });
  },
};

export default deploySucceeded;
