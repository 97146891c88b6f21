import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';

/**
 * Every minute on Netlify: sends the queued mails that are due — retries after a failure, and any
 * mail whose send right after its request did not finish (decision 012).
 */
export default async () => {
  try {
    const result = await drainMailQueue(requestDeps());
    if (result.sent || result.failed) console.log(`Mail queue: ${result.sent} sent, ${result.failed} failed.`);
  } catch (error) {
    console.error('Scheduled mail drain failed:', error);
  }
};

export const config: Config = { schedule: '* * * * *' };
