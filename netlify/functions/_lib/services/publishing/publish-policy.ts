import { jakartaDayEnd, jakartaTime, JAKARTA_OFFSET_MS } from '#shared/common/jakarta-time.ts';
import {
  CREDITS_PER_DEPLOY,
  type DeployTally,
  type Hold,
  type HoldReason,
  type PublishPolicySettings,
} from '#shared/publishing/policy.ts';

export type { DeployTally, Hold, HoldReason };

/*
 * The publishing policy: when the static site may be rebuilt (a deploy on Netlify, a local rebuild
 * under `npm start`). Pure, with the clock passed in, so the Netlify scheduler, the local rebuilder
 * and `npm run bench:publish` run the very same decisions (docs/decisions/026-publishing-budget.md).
 *
 * A waiting change is deployed once the public content has been quiet for `quiet_seconds`, at most
 * `max_deploys_per_day` times a Jakarta day, and never when one more deploy would take the month's
 * credits past the plan less a reserve for traffic.
 */

export interface PolicyInput {
  settings: PublishPolicySettings;
  /** The live pages lack changes (and no build is running or asked for). */
  waiting: boolean;
  lastChangeAt: string | null;
  tally: DeployTally | undefined;
  /** Traffic credits forecast for the whole month. */
  trafficForecast: number;
  /** 'Publikasikan sekarang' is waiting: deploy without the quiet period and daily cap. */
  publishNow?: boolean;
  now: Date;
}

export interface Decision {
  deploy: boolean;
  held: Hold | null;
  /** When the next automatic deploy may start (ISO), or null with nothing waiting. */
  nextDeployAt: string | null;
}

/** The share of the plan kept for traffic at least, whatever the traffic forecast says. */
export const MIN_TRAFFIC_RESERVE = 0.1;

/** The tally as it stands at `now`: a new Jakarta month or day starts from zero. */
export function tallyAt(tally: DeployTally | undefined, now: Date): DeployTally {
  const { date } = jakartaTime(now);
  const month = date.slice(0, 7);
  if (!tally || tally.month !== month) return { month, count: 0, day: date, today: 0 };
  return tally.day === date ? tally : { ...tally, day: date, today: 0 };
}

/** The tally after one more deploy at `now`. */
export function countDeploy(tally: DeployTally | undefined, now: Date): DeployTally {
  const current = tallyAt(tally, now);
  return { ...current, count: current.count + 1, today: current.today + 1 };
}

/** The Jakarta month `now` falls in, as instants. */
export function jakartaMonth(now: Date): { start: Date; end: Date } {
  const { date } = jakartaTime(now);
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1;
  return {
    start: new Date(Date.UTC(year, month, 1) - JAKARTA_OFFSET_MS),
    end: new Date(Date.UTC(year, month + 1, 1) - JAKARTA_OFFSET_MS),
  };
}

/** Credits kept back for traffic: the month's traffic forecast, and never less than a tenth of the plan. */
export function trafficReserve(settings: PublishPolicySettings, trafficForecast: number): number {
  return Math.max(trafficForecast, settings.monthly_credits * MIN_TRAFFIC_RESERVE);
}

/** Whether one more automatic deploy fits the month's budget. */
export function deployFitsBudget(settings: PublishPolicySettings, tally: DeployTally, trafficForecast: number) {
  return (tally.count + 1) * CREDITS_PER_DEPLOY + trafficReserve(settings, trafficForecast) <= settings.monthly_credits;
}

/**
 * Whether 'Publikasikan sekarang' may deploy: it skips the quiet period and the daily cap, but never
 * spends the credits the month's traffic needs (running out pauses every site of the team).
 */
export function manualDeployFits(settings: PublishPolicySettings, tally: DeployTally, trafficForecast: number) {
  return (tally.count + 1) * CREDITS_PER_DEPLOY + trafficForecast <= settings.monthly_credits;
}

export function decide(input: PolicyInput): Decision {
  const { settings, now } = input;
  if (!input.waiting) return { deploy: false, held: null, nextDeployAt: null };
  if (input.publishNow) return { deploy: true, held: null, nextDeployAt: now.toISOString() };
  const tally = tallyAt(input.tally, now);
  const quietEnd = input.lastChangeAt ? Date.parse(input.lastChangeAt) + settings.quiet_seconds * 1000 : 0;
  const hold = (reason: HoldReason, until: number): Decision => {
    const at = new Date(Math.max(until, quietEnd)).toISOString();
    return { deploy: false, held: { reason, until: new Date(until).toISOString() }, nextDeployAt: at };
  };
  if (!deployFitsBudget(settings, tally, input.trafficForecast)) {
    return hold('budget', jakartaMonth(now).end.getTime());
  }
  if (tally.today >= settings.max_deploys_per_day) {
    return hold('daily_cap', jakartaDayEnd(tally.day).getTime());
  }
  if (now.getTime() < quietEnd) return hold('quiet', quietEnd);
  return { deploy: true, held: null, nextDeployAt: now.toISOString() };
}

export type ForecastLevel = 'ok' | 'warn50' | 'warn75' | 'warn90' | 'over';

export interface Forecast {
  /** Credits the month is expected to end with. */
  credits: number;
  /** `credits` over the plan's monthly credits. */
  share: number;
  level: ForecastLevel;
}

/**
 * The month's credits forecast: deploys go on at this month's pace but stop where the policy holds
 * them (the plan less the traffic reserve); traffic at its forecast. Manual deploys past that point
 * and traffic above the forecast are what can still take the month over the plan.
 */
export function forecastMonth(
  settings: PublishPolicySettings,
  tally: DeployTally,
  trafficForecast: number,
  now: Date,
): Forecast {
  const { start, end } = jakartaMonth(now);
  const elapsed = Math.max(now.getTime() - start.getTime(), 86_400_000) / (end.getTime() - start.getTime());
  const deployCredits = tally.count * CREDITS_PER_DEPLOY;
  const policyCeiling = settings.monthly_credits - trafficReserve(settings, trafficForecast);
  const deploys = Math.max(deployCredits, Math.min(deployCredits / Math.min(elapsed, 1), policyCeiling));
  const credits = Math.round(deploys + trafficForecast);
  const share = credits / settings.monthly_credits;
  const level: ForecastLevel =
    share >= 1 ? 'over' : share >= 0.9 ? 'warn90' : share >= 0.75 ? 'warn75' : share >= 0.5 ? 'warn50' : 'ok';
  return { credits, share, level };
}
