import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { siteOrigin } from './_lib/env.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import { sendCalibrationReminders } from './_lib/services/reminders/index.ts';

/**
 * Daily on Netlify (08:00 WIB): each customer whose instrument's calibration falls due in 60, 30 or 7
 * days is mailed once per threshold, with a link to a calibration request for that serial number.
 */
export default async () => {
  try {
    const deps = requestDeps();
    const run = await sendCalibrationReminders(deps, { origin: siteOrigin() });
    if (run.queued.length) await drainMailQueue(deps);
  } catch (error) {
    console.error('Scheduled calibration reminders failed:', error);
  }
};

export const config: Config = { schedule: '0 1 * * *' };
