import {
  CREDITS_PER_10K_REQUESTS,
  CREDITS_PER_DEPLOY,
  CREDITS_PER_GB,
  DEFAULT_PUBLISH_POLICY,
  type PublishPolicySettings,
} from '#shared/publishing/policy.ts';
import { jakartaTime } from '#shared/common/jakarta-time.ts';
import type { Deps } from '../../deps.ts';
import { apiCallsThisMonth } from '../../api-calls.ts';
import {
  decide,
  forecastMonth,
  jakartaMonth,
  tallyAt,
  type Decision,
  type DeployTally,
  type Forecast,
} from './publish-policy.ts';
import { readPublishState, type PublishState } from './publish.ts';
import { transferredBytes, vitalsWindow } from '../vitals/index.ts';
import type { TrafficEstimate } from '#shared/publishing/state.ts';

/*
 * The publishing policy's inputs from the store: the stored settings, the month's deploy tally (in
 * the publish record) and the traffic estimate from the site's own visitor counter
 * (docs/decisions/026-publishing-budget.md).
 */

export const POLICY_KEY = 'site/publish-policy';

export async function readPolicy({ db }: Deps): Promise<PublishPolicySettings> {
  return { ...DEFAULT_PUBLISH_POLICY, ...((await db.get<PublishPolicySettings>(POLICY_KEY)) ?? {}) };
}

export async function savePolicy({ db }: Deps, settings: PublishPolicySettings): Promise<PublishPolicySettings> {
  await db.put(POLICY_KEY, settings);
  return settings;
}

/*
 * The traffic model. The site counts visitor-days (one a browser a Jakarta day, the visit beacon) and
 * API calls (api-calls.ts). A visitor-day is taken as PAGES_PER_VISIT pages of REQUESTS_PER_PAGE
 * requests for the page and its files (HTML, CSS, scripts, pictures). A page's bytes are the mean
 * that visitors' browsers measured (the vitals reports of the last MEASURED_BYTES_DAYS days) once at
 * least MIN_MEASURED_VIEWS views reported them; until then BYTES_PER_PAGE, an assumption from
 * `npm run bench:web`'s figures (HTML, font and scripts) plus a page's pictures at phone size,
 * rounded up. API calls are counted as they happen. How far the estimate can be off:
 * docs/decisions/026-publishing-budget.md.
 */
export const PAGES_PER_VISIT = 4;
export const BYTES_PER_PAGE = 400_000;
export const REQUESTS_PER_PAGE = 25;
/** Views that must have reported their bytes before their mean replaces BYTES_PER_PAGE. */
export const MIN_MEASURED_VIEWS = 100;
export const MEASURED_BYTES_DAYS = 28;

export type { TrafficEstimate };

/** The views that measured their bytes and those bytes summed (none: the assumption is used). */
export type MeasuredBytes = { views: number; total: number };

export function trafficCredits(
  visits: number,
  apiCalls: number,
  now: Date,
  measured: MeasuredBytes = { views: 0, total: 0 },
): TrafficEstimate {
  const pageViews = visits * PAGES_PER_VISIT;
  const isMeasured = measured.views >= MIN_MEASURED_VIEWS;
  const bytesPerPage = isMeasured ? Math.round(measured.total / measured.views) : BYTES_PER_PAGE;
  const bytes = pageViews * bytesPerPage;
  const requests = pageViews * REQUESTS_PER_PAGE + apiCalls;
  const credits = (bytes / 1e9) * CREDITS_PER_GB + (requests / 10_000) * CREDITS_PER_10K_REQUESTS;
  const { start, end } = jakartaMonth(now);
  // At least a day elapsed, so the first hours of a month do not multiply a handful of visits by 700.
  const elapsed = Math.max(now.getTime() - start.getTime(), 86_400_000);
  const forecast = credits * Math.max(1, (end.getTime() - start.getTime()) / elapsed);
  return {
    visits,
    page_views: pageViews,
    api_calls: apiCalls,
    bytes,
    bytes_per_page: bytesPerPage,
    bytes_source: isMeasured ? 'measured' : 'assumed',
    measured_views: measured.views,
    requests,
    credits: Math.round(credits * 10) / 10,
    forecast: Math.round(forecast * 10) / 10,
  };
}

/**
 * One listing of this month's visitor-days and one of its API call counts (a request per 1,000 keys
 * each), and the bytes per view the vitals reports measured: the finished days' tallies already
 * rolled up (one listing, a read each) and today's running tally with its open hour.
 */
export async function estimateTraffic(deps: Deps): Promise<TrafficEstimate> {
  const month = jakartaTime(deps.now()).date.slice(0, 7);
  const [visits, apiCalls, vitals] = await Promise.all([
    deps.db.keys(`visits/${month}/`),
    apiCallsThisMonth(deps),
    vitalsWindow(deps, MEASURED_BYTES_DAYS, { rollUp: false }),
  ]);
  return trafficCredits(visits.length, apiCalls, deps.now(), transferredBytes(vitals.tally));
}

export interface PublishBudget {
  settings: PublishPolicySettings;
  tally: DeployTally;
  traffic: TrafficEstimate;
  decision: Decision;
  forecast: Forecast;
  credits: { deploys: number; traffic: number; total: number; budget: number };
}

/** Changes the live pages lack, with no build running and none asked for recently. */
export function changesWaiting(state: PublishState, hookPending = false): boolean {
  return state.changeSeq > state.builtSeq && !state.building && !hookPending;
}

/**
 * Where the month stands and what the policy decides now. `overrides` replace stored settings (the
 * browser tests' local rebuilder publishes at once); `hookPending` says a build was asked for and
 * has not started yet.
 */
export async function publishBudget(
  deps: Deps,
  options: { state?: PublishState; overrides?: Partial<PublishPolicySettings>; hookPending?: boolean } = {},
): Promise<PublishBudget> {
  const now = deps.now();
  const [state, stored, traffic] = await Promise.all([
    options.state ?? readPublishState(deps),
    readPolicy(deps),
    estimateTraffic(deps),
  ]);
  const settings = { ...stored, ...options.overrides };
  const tally = tallyAt(state.deploys, now);
  const decision = decide({
    settings,
    waiting: changesWaiting(state, options.hookPending),
    lastChangeAt: state.lastChangeAt,
    tally,
    trafficForecast: traffic.forecast,
    publishNow: Boolean(state.publishNowAt),
    now,
  });
  const deployCredits = tally.count * CREDITS_PER_DEPLOY;
  return {
    settings,
    tally,
    traffic,
    decision,
    forecast: forecastMonth(settings, tally, traffic.forecast, now),
    credits: {
      deploys: deployCredits,
      traffic: traffic.credits,
      total: Math.round((deployCredits + traffic.credits) * 10) / 10,
      budget: settings.monthly_credits,
    },
  };
}

/**
 * Whether the scheduler or the local rebuilder may deploy now. Asked every minute (every 2 s locally)
 * while a change waits, so the quiet period and the daily cap are checked first without the traffic
 * listings: traffic only makes the budget stricter, so a deploy they hold stays held.
 */
export async function deployAllowed(
  deps: Deps,
  options: { state: PublishState; overrides?: Partial<PublishPolicySettings>; hookPending?: boolean },
): Promise<boolean> {
  const now = deps.now();
  const { state } = options;
  const settings = { ...(await readPolicy(deps)), ...options.overrides };
  const input = {
    settings,
    waiting: changesWaiting(state, options.hookPending),
    lastChangeAt: state.lastChangeAt,
    tally: tallyAt(state.deploys, now),
    publishNow: Boolean(state.publishNowAt),
    now,
  };
  if (!decide({ ...input, trafficForecast: 0 }).deploy) return false;
  return decide({ ...input, trafficForecast: (await estimateTraffic(deps)).forecast }).deploy;
}
