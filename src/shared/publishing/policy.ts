/*
 * The publishing budget's settings and Netlify's credit prices, shared by the Settings card, the API
 * and the policy (docs/decisions/026-publishing-budget.md). Prices are Netlify's published rates for
 * credit-based plans; they live here alone so a change of price is one edit.
 */

/** Credits one production deploy costs, whatever its build time. */
export const CREDITS_PER_DEPLOY = 15;
/** Credits per GB sent to visitors. */
export const CREDITS_PER_GB = 20;
/** Credits per 10,000 web requests (pages, assets, API calls, redirects). */
export const CREDITS_PER_10K_REQUESTS = 2;

export const PLANS = ['free', 'personal', 'pro', 'custom'] as const;
export type Plan = (typeof PLANS)[number];

/** The monthly credits each Netlify plan includes. */
export const PLAN_CREDITS: Record<Exclude<Plan, 'custom'>, number> = { free: 300, personal: 1000, pro: 5000 };

export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free (300 kredit)',
  personal: 'Personal (1.000 kredit)',
  pro: 'Pro (5.000 kredit)',
  custom: 'Lainnya (isi sendiri)',
};

export interface PublishPolicySettings {
  plan: Plan;
  monthly_credits: number;
  quiet_seconds: number;
  max_deploys_per_day: number;
}

/** Deploys counted this Jakarta month and day (manual and automatic alike). */
export interface DeployTally {
  /** `YYYY-MM` in Jakarta. */
  month: string;
  count: number;
  /** `YYYY-MM-DD` in Jakarta. */
  day: string;
  today: number;
}

/** Why the policy holds a waiting change back, and until when (ISO). */
export type HoldReason = 'quiet' | 'daily_cap' | 'budget';
export interface Hold {
  reason: HoldReason;
  until: string;
}

export const DEFAULT_PUBLISH_POLICY: PublishPolicySettings = {
  plan: 'personal',
  monthly_credits: PLAN_CREDITS.personal,
  quiet_seconds: 900,
  max_deploys_per_day: 4,
};

const number = new Intl.NumberFormat('id-ID');

/**
 * What the daily cap costs at most in a month, in words for the Settings card:
 * "± 4 deploy sehari ≈ 1.800 kredit sebulan" (30 days of full use).
 */
export function deployCostWords(maxDeploysPerDay: number): string {
  return `± ${number.format(maxDeploysPerDay)} deploy sehari ≈ ${number.format(maxDeploysPerDay * 30 * CREDITS_PER_DEPLOY)} kredit sebulan`;
}

const JAKARTA_OFFSET = 7 * 3600_000;
const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** "10:32 WIB", "besok 00:00 WIB" or "1 Januari 00:00 WIB", said from `now`'s Jakarta day. */
export function wibMoment(iso: string, now: Date): string {
  const local = new Date(Date.parse(iso) + JAKARTA_OFFSET);
  const today = new Date(now.getTime() + JAKARTA_OFFSET).toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const day = local.toISOString().slice(0, 10);
  const clock = `${local.toISOString().slice(11, 16)} WIB`;
  if (day === today) return clock;
  if (day === tomorrow) return `besok ${clock}`;
  return `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${clock}`;
}

/** "15 menit" or "90 detik". */
export function quietWords(seconds: number): string {
  return seconds % 60 === 0 ? `${number.format(seconds / 60)} menit` : `${number.format(seconds)} detik`;
}

/** Why a waiting change is held back, in the dashboard's words. */
export function holdMessage(held: Hold, settings: PublishPolicySettings, now: Date): string {
  const until = wibMoment(held.until, now);
  switch (held.reason) {
    case 'quiet':
      return `Menunggu ${quietWords(settings.quiet_seconds)} tanpa perubahan; terbit pukul ${until}`;
    case 'daily_cap':
      return `Batas ${number.format(settings.max_deploys_per_day)} deploy hari ini tercapai; berikutnya ${until}`;
    case 'budget':
      return `Kredit bulan ini disisakan untuk lalu lintas pengunjung (paket ${number.format(settings.monthly_credits)} kredit); deploy berikutnya ${until}`;
  }
}
