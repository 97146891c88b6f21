import { jakartaTime } from '../common/jakarta-time.ts';
import type { BusinessHours } from '../settings/routing.ts';

/*
 * When the sales team answers. Pages are prerendered, so the browser computes this at view time;
 * times are Asia/Jakarta (WIB, UTC+7, no daylight saving), whatever the visitor's own time zone.
 */

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function isOpen(hours: BusinessHours, now: Date): boolean {
  if (!hours.enabled) return true;
  const { weekday, minutes } = jakartaTime(now);
  return hours.days.includes(weekday) && minutes >= toMinutes(hours.open) && minutes < toMinutes(hours.close);
}

/** The next opening: how many days from today (Jakarta) and the weekday; null when hours say never. */
export function nextOpening(hours: BusinessHours, now: Date): { inDays: number; weekday: number } | null {
  const { weekday, minutes } = jakartaTime(now);
  for (let inDays = 0; inDays <= 7; inDays++) {
    const day = (weekday + inDays) % 7;
    if (!hours.days.includes(day)) continue;
    if (inDays === 0 && minutes >= toMinutes(hours.open)) continue;
    return { inDays, weekday: day };
  }
  return null;
}

const EN_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ID_DAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];
export const INDONESIAN_DAY_NAMES = ID_DAYS;

/**
 * The note shown beside the order and chat buttons outside business hours, e.g.
 * "Outside business hours: we reply from Monday 08:00 WIB."; null while the team is in (or no
 * hours are set).
 */
export function businessHoursNote(hours: BusinessHours | undefined, now: Date, lang: 'en' | 'id'): string | null {
  if (!hours?.enabled || isOpen(hours, now)) return null;
  const next = nextOpening(hours, now);
  if (!next) return null;
  if (lang === 'en') {
    const when = next.inDays === 0 ? 'today' : next.inDays === 1 ? 'tomorrow' : EN_DAYS[next.weekday];
    return `Outside business hours: we reply ${next.inDays <= 1 ? `${when} from` : `from ${when}`} ${hours.open} WIB. You can still send your message now.`;
  }
  const open = hours.open.replace(':', '.');
  const when = next.inDays === 0 ? 'hari ini' : next.inDays === 1 ? 'besok' : `hari ${ID_DAYS[next.weekday]}`;
  return `Di luar jam kerja: kami membalas ${when} mulai pukul ${open} WIB. Pesan tetap bisa dikirim sekarang.`;
}

/**
 * When the team answers a consultation request, said right after it is sent, in the page's language:
 * within one working day, and outside business hours from when exactly.
 */
export function replyTimeNote(hours: BusinessHours | undefined, now: Date, lang: 'en' | 'id'): string {
  const english = lang === 'en';
  const oneDay = english ? 'Our team will reply within 1 working day.' : 'Tim kami akan membalas dalam 1 hari kerja.';
  if (!hours?.enabled) return oneDay;
  if (isOpen(hours, now)) {
    return english
      ? `Our team is in until ${hours.close} WIB and replies within 1 working day.`
      : `Tim kami sedang bertugas hingga pukul ${hours.close.replace(':', '.')} WIB dan membalas dalam 1 hari kerja.`;
  }
  const next = nextOpening(hours, now);
  if (!next) return oneDay;
  if (english) {
    const when = next.inDays === 0 ? 'today' : next.inDays === 1 ? 'tomorrow' : `on ${EN_DAYS[next.weekday]}`;
    return `Our team replies ${when} from ${hours.open} WIB.`;
  }
  const when = next.inDays === 0 ? 'hari ini' : next.inDays === 1 ? 'besok' : `hari ${ID_DAYS[next.weekday]}`;
  return `Tim kami membalas ${when} mulai pukul ${hours.open.replace(':', '.')} WIB.`;
}
