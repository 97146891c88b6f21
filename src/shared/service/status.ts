import { JAKARTA_OFFSET_MS } from '../common/jakarta-time.ts';
import type { Lang } from '../i18n/lang.ts';

/*
 * What a service request is and where it stands: its kinds and statuses with their words in both
 * languages, and the rule that marks a request overdue. No zod here: the tracking page, the public
 * form's island and the admin read these words.
 */

/** Requests a page of the admin's list shows. */
export const SERVICE_PAGE_SIZE = 20;

export const SERVICE_KINDS = ['perbaikan', 'kalibrasi', 'instalasi', 'pelatihan'] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

export const SERVICE_KIND_LABELS: Record<Lang, Record<ServiceKind, string>> = {
  id: { perbaikan: 'Perbaikan', kalibrasi: 'Kalibrasi', instalasi: 'Instalasi', pelatihan: 'Pelatihan' },
  en: { perbaikan: 'Repair', kalibrasi: 'Calibration', instalasi: 'Installation', pelatihan: 'Training' },
};

/** In the order a request usually moves through them; `batal` may come at any point. */
export const SERVICE_STATUSES = [
  'diterima',
  'dijadwalkan',
  'dikerjakan',
  'menunggu_suku_cadang',
  'selesai',
  'dikirim',
  'batal',
] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_STATUS_LABELS: Record<Lang, Record<ServiceStatus, string>> = {
  id: {
    diterima: 'Diterima',
    dijadwalkan: 'Dijadwalkan',
    dikerjakan: 'Dikerjakan',
    menunggu_suku_cadang: 'Menunggu suku cadang',
    selesai: 'Selesai',
    dikirim: 'Dikirim',
    batal: 'Dibatalkan',
  },
  en: {
    diterima: 'Received',
    dijadwalkan: 'Scheduled',
    dikerjakan: 'In progress',
    menunggu_suku_cadang: 'Waiting for parts',
    selesai: 'Completed',
    dikirim: 'Shipped back',
    batal: 'Cancelled',
  },
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** One working day of the team's time. */
const ANSWER_WITHIN_MS = DAY_MS;

/** Whether a Jakarta wall-clock instant (ms since the epoch, shifted by +7 h) falls on Monday–Friday. */
const isWorkingDay = (localMs: number) => {
  const weekday = new Date(localMs).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

/**
 * When a request becomes overdue if nobody has answered it: after 24 hours of working-day time,
 * Jakarta time, where only Monday to Friday count (holidays are not known to the site). So a request
 * sent on Tuesday at 10:00 is overdue on Wednesday at 10:00, one sent on Friday at 16:00 on Monday at
 * 16:00, and one sent on Saturday or Sunday, whose clock starts on Monday at 00:00, at the end of
 * Monday (Tuesday 00:00 WIB).
 */
export function serviceOverdueAt(createdAt: Date | string): Date {
  let local = new Date(createdAt).getTime() + JAKARTA_OFFSET_MS;
  let remaining = ANSWER_WITHIN_MS;
  while (remaining > 0) {
    const dayEnd = (Math.floor(local / DAY_MS) + 1) * DAY_MS;
    if (isWorkingDay(local)) {
      const taken = Math.min(remaining, dayEnd - local);
      local += taken;
      remaining -= taken;
    } else {
      local = dayEnd;
    }
  }
  return new Date(local - JAKARTA_OFFSET_MS);
}

/** What the overdue rule reads of a request. */
export interface OverdueFacts {
  created_at: string;
  status: ServiceStatus;
  /** When the team first wrote to the customer; null while nobody has. */
  answered_at: string | null;
}

/**
 * Overdue: not answered (no message from the team, and still `diterima`) one working day after it
 * was sent. A status change counts as an answer: the team has picked the request up.
 */
export function isServiceOverdue(request: OverdueFacts, now: Date): boolean {
  if (request.status !== 'diterima' || request.answered_at) return false;
  return now.getTime() >= serviceOverdueAt(request.created_at).getTime();
}
