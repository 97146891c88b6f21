import { countDeploy, decide, type DeployTally } from '#server/services/publishing/index.ts';
import { CREDITS_PER_DEPLOY, DEFAULT_PUBLISH_POLICY } from '#shared/publishing/policy.ts';

/**
 * `npm run bench:publish`: a month of a distributor's work replayed on a controllable clock through
 * the real publishing policy (netlify/functions/_lib/services/publishing/publish-policy.ts, the code the Netlify
 * scheduler and the local rebuilder run), beside the rule it replaced (one build hook call per burst
 * of changes, as soon as the scheduler's next minute). The scheduler ticks every minute of the month;
 * a deploy is live BUILD_MINUTES after it starts and takes every change saved before its start.
 *
 * The month (SEED, default 38): 600 saves over 20 working days, 08:00–17:00 WIB at seeded times; 10
 * scheduled publishes (some at 00:00); 3 catalogue imports. A change is "seen" by visitors when a page
 * shows it: at once when the page's fresh layer covers its kind, else when a deploy carrying it is
 * live. Before: the islands re-read price, stock and status only (decision 004). After: the fresh
 * layer covers every product field, new and unpublished products (built beside this policy; its own
 * tests prove it), so every change in this replay counts as seen within the layer's minute.
 */

const SEED = Number(process.env.SEED ?? 38);
const BUILD_MINUTES = 3;
/** Traffic credits the policy reserves for (a small distributor's month; the reserve is at least 10 %). */
const TRAFFIC_FORECAST = 60;
const MINUTE = 60_000;
const WIB = 7 * 3600_000;
const MONTH_START = Date.parse('2027-03-01T00:00:00Z') - WIB; // 1 March 2027 00:00 WIB, a Monday
const MONTH_END = Date.parse('2027-04-01T00:00:00Z') - WIB;

type Kind = 'price_stock' | 'text' | 'scheduled' | 'import';
interface Change {
  at: number;
  kind: Kind;
}

function random(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function month(seed: number): Change[] {
  const next = random(seed);
  const workingDays: number[] = [];
  for (let day = 0; workingDays.length < 20; day++) {
    const weekday = new Date(MONTH_START + WIB + day * 86_400_000).getUTCDay();
    if (weekday !== 0 && weekday !== 6) workingDays.push(MONTH_START + day * 86_400_000);
  }
  const atWork = (day: number) => day + 8 * 3600_000 + Math.floor(next() * 9 * 60) * MINUTE;
  const changes: Change[] = [];
  for (const day of workingDays) {
    for (let i = 0; i < 30; i++) changes.push({ at: atWork(day), kind: next() < 0.6 ? 'price_stock' : 'text' });
  }
  for (let i = 0; i < 10; i++) {
    const day = MONTH_START + Math.floor(next() * 31) * 86_400_000;
    // A third start at midnight (a price list from the 1st), the rest within the working day.
    changes.push({ at: next() < 1 / 3 ? day : atWork(day), kind: 'scheduled' });
  }
  for (let i = 0; i < 3; i++) changes.push({ at: atWork(workingDays[Math.floor(next() * 20)]!), kind: 'import' });
  return changes.sort((a, b) => a.at - b.at);
}

interface Result {
  deploys: number;
  credits: number;
  longestSeenMin: number;
  longestStaticMin: number;
  medianStaticMin: number;
}

type Rule = (input: {
  now: number;
  waiting: boolean;
  lastChangeAt: number | null;
  tally: DeployTally | undefined;
}) => boolean;

/** Before: the scheduler's next run calls the build hook whenever changes wait and no build runs. */
const before: Rule = ({ waiting }) => waiting;
const after: Rule = ({ now, waiting, lastChangeAt, tally }) =>
  decide({
    settings: DEFAULT_PUBLISH_POLICY,
    waiting,
    lastChangeAt: lastChangeAt === null ? null : new Date(lastChangeAt).toISOString(),
    tally,
    trafficForecast: TRAFFIC_FORECAST,
    now: new Date(now),
  }).deploy;

function replay(changes: Change[], rule: Rule, fresh: (kind: Kind) => boolean): Result {
  const live: number[] = new Array(changes.length).fill(Number.NaN);
  let next = 0;
  let tally: DeployTally | undefined;
  let deploys = 0;
  let builtSeq = 0;
  let lastChangeAt: number | null = null;
  let building: { seq: number; liveAt: number } | null = null;
  // Past the month's end too, so the month's last changes reach a deploy.
  for (let now = MONTH_START; now < MONTH_END + 3 * 86_400_000; now += MINUTE) {
    while (next < changes.length && changes[next]!.at <= now) lastChangeAt = changes[next++]!.at;
    if (building && now >= building.liveAt) {
      for (let i = builtSeq; i < building.seq; i++) live[i] = building.liveAt;
      builtSeq = building.seq;
      building = null;
    }
    const waiting = next > builtSeq && !building;
    if (rule({ now, waiting, lastChangeAt, tally })) {
      building = { seq: next, liveAt: now + BUILD_MINUTES * MINUTE };
      tally = countDeploy(tally, new Date(now));
      if (now < MONTH_END) deploys++;
    }
  }
  const staticWaits = changes.map((change, i) => (live[i]! - change.at) / MINUTE).filter(Number.isFinite);
  const seenWaits = changes.map((change, i) => (fresh(change.kind) ? 1 : (live[i]! - change.at) / MINUTE));
  const sorted = [...staticWaits].sort((a, b) => a - b);
  return {
    deploys,
    credits: deploys * CREDITS_PER_DEPLOY,
    longestSeenMin: Math.round(Math.max(...seenWaits)),
    longestStaticMin: Math.round(Math.max(...staticWaits)),
    medianStaticMin: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
  };
}

const changes = month(SEED);
const today = replay(changes, before, (kind) => kind === 'price_stock' || kind === 'scheduled');
const policy = replay(changes, after, () => true);
const hours = (minutes: number) => (minutes >= 120 ? `${(minutes / 60).toFixed(1)} h` : `${minutes} min`);
const counts = changes.reduce<Record<string, number>>((all, c) => ({ ...all, [c.kind]: (all[c.kind] ?? 0) + 1 }), {});
console.log(
  `A month (March 2027, seed ${SEED}): ${changes.length} changes (${Object.entries(counts)
    .map(([kind, n]) => `${n} ${kind}`)
    .join(', ')}); builds live ${BUILD_MINUTES} min after they start.`,
);
console.log(
  `New policy's defaults: quiet ${DEFAULT_PUBLISH_POLICY.quiet_seconds / 60} min, ${DEFAULT_PUBLISH_POLICY.max_deploys_per_day} deploys a day, ${DEFAULT_PUBLISH_POLICY.monthly_credits} credits (${DEFAULT_PUBLISH_POLICY.plan}), traffic forecast ${TRAFFIC_FORECAST} credits.`,
);
console.table({
  'today (a deploy per burst)': {
    deploys: today.deploys,
    'deploy credits': today.credits,
    'longest wait until seen': hours(today.longestSeenMin),
    'longest wait for static pages': hours(today.longestStaticMin),
    'median wait for static pages': hours(today.medianStaticMin),
  },
  'policy (defaults)': {
    deploys: policy.deploys,
    'deploy credits': policy.credits,
    'longest wait until seen': `≤ ${policy.longestSeenMin} min (fresh layer)`,
    'longest wait for static pages': hours(policy.longestStaticMin),
    'median wait for static pages': hours(policy.medianStaticMin),
  },
});
console.log(
  `Seen: a change the page's fresh layer covers counts as seen within its minute (before: price, stock, status and scheduled products; with the policy: every change in this replay, through the fresh layer built beside it). Goal ≤ 60 deploys (≤ 900 credits): ${policy.deploys <= 60 ? 'met' : 'NOT met'}.`,
);
