import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import { purgeExpired } from './_lib/services/catalog/index.ts';
import { countMissingDays, migrateActivityLayout, pruneActivity } from './_lib/services/activity/index.ts';
import { pruneVitals } from './_lib/services/vitals/index.ts';
import { pruneApiCalls } from './_lib/api-calls.ts';
import { purgeJobs } from './_lib/services/catalogue-io/index.ts';

/**
 * Daily on Netlify: products deleted more than 30 days ago leave the archive for good; activity older
 * than a year goes; visitors' speed reports of finished days are rolled up, and tallies older than 90
 * days go; API call counts of earlier months go; catalogue jobs finished a week ago, or abandoned for
 * 30 days, go with their inputs.
 */
export default async () => {
  try {
    const purged = await purgeExpired(requestDeps());
    if (purged.length) console.log(`Purged ${purged.length} archived products: ${purged.join(', ')}`);
  } catch (error) {
    console.error('Scheduled archive purge failed:', error);
  }
  try {
    // A log kept before it was split by day is moved once (skipped when done).
    const { moved, copied } = await migrateActivityLayout(requestDeps());
    if (moved + copied) console.log(`Activity log: moved ${moved} entries to their day, copied ${copied} per record`);
    // The activity log keeps a year: older months go whole.
    const dropped = await pruneActivity(requestDeps());
    if (dropped) console.log(`Dropped ${dropped} activity entries older than a year`);
    // Days without counts are counted here, not by the first admin who opens the log.
    const counted = await countMissingDays(requestDeps());
    if (counted) console.log(`Counted ${counted} days of the activity log`);
  } catch (error) {
    console.error('Scheduled activity pruning failed:', error);
  }
  try {
    // Visitors' speed reports: finished days rolled up into one tally each, tallies kept 90 days.
    const dropped = await pruneVitals(requestDeps());
    if (dropped) console.log(`Dropped ${dropped} daily speed tallies older than 90 days`);
  } catch (error) {
    console.error('Scheduled speed report upkeep failed:', error);
  }
  try {
    // The traffic estimate's API call counts (decision 026) are read for the running month only.
    const dropped = await pruneApiCalls(requestDeps());
    if (dropped) console.log(`Dropped ${dropped} API call counts of earlier months`);
  } catch (error) {
    console.error('Scheduled pruning of API call counts failed:', error);
  }
  try {
    const jobs = await purgeJobs(requestDeps());
    if (jobs.length) console.log(`Removed ${jobs.length} old catalogue jobs`);
  } catch (error) {
    console.error('Scheduled job purge failed:', error);
  }
};

export const config: Config = { schedule: '@daily' };
