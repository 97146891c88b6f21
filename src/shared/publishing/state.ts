import type { DeployTally, Hold, Plan } from './policy.ts';

/** The publishing record kept in the store (`site/publish`, decision 004). */
export interface PublishRecord {
  /** Increases with every change that affects public pages. */
  changeSeq: number;
  lastChangeAt: string | null;
  lastReason: string | null;
  /** The change sequence the live pages were built from. */
  builtSeq: number;
  lastBuildAt: string | null;
  /** A build under way: the change sequence it took, and on Netlify the deploy it belongs to. */
  building: { seq: number; startedAt: string; deployId?: string } | null;
  lastError: string | null;
  /** Netlify only: the change sequence the build hook was last called for, and when. */
  hookSeq?: number;
  hookAt?: string;
  /** Deploys counted this Jakarta month and day (docs/decisions/026-publishing-budget.md). */
  deploys?: DeployTally;
  /** 'Publikasikan sekarang' was pressed at this time: the next build skips the quiet period and daily cap. */
  publishNowAt?: string;
}

/** The traffic estimate behind the publishing state's `credits.traffic` (decision 026). */
export interface TrafficEstimate {
  /** Visitor-days counted this Jakarta month so far. */
  visits: number;
  page_views: number;
  /** API calls counted this month (the functions' own count). */
  api_calls: number;
  bytes: number;
  /** Bytes a page view is taken to weigh: measured by visitors' browsers, or the assumption. */
  bytes_per_page: number;
  bytes_source: 'measured' | 'assumed';
  /** Views of the last 28 days whose browsers reported the bytes they transferred. */
  measured_views: number;
  /** Web requests: the pages' files and the API calls. */
  requests: number;
  /** Credits spent so far this month. */
  credits: number;
  /** Credits the whole month is expected to take at this pace. */
  forecast: number;
}
/** GET /api/admin/publish: how far the static public pages are behind the admin's changes. */
export interface PublishState extends PublishRecord {
  status: 'up_to_date' | 'pending' | 'building' | 'failed';
  pendingChanges: number;
  /** Products the last build left out, and why (Indonesian, for the dashboard). */
  buildWarnings: Array<{ productId: number | null; message: string }>;
  deploys_this_month: number;
  /** This month's credits so far: deploys × 15 plus the traffic estimate, against the plan. */
  credits: { deploys: number; traffic: number; total: number; budget: number };
  /** When the next automatic deploy may start, or null with nothing waiting. */
  next_deploy_at: string | null;
  /** Why the policy holds a waiting change back, until when, and the dashboard's sentence for it. */
  held: (Hold & { message: string }) | null;
  /** The month's expected end: credits, their share of the plan and the warning level. */
  forecast: { credits: number; share: number; level: 'ok' | 'warn50' | 'warn75' | 'warn90' | 'over' };
  /** The traffic estimate behind `credits.traffic` (visitor-days counted by the site). */
  traffic: TrafficEstimate;
  plan: Plan;
  max_deploys_per_day: number;
}

/** POST /api/admin/publish (202). */
export interface PublishRequested extends Omit<PublishState, 'pendingChanges'> {
  message: string;
}
