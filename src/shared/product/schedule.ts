import { JAKARTA_OFFSET_MS } from '../common/jakarta-time.ts';
import type { ProductFields } from './fields.ts';

/*
 * Scheduled publishing: a product may carry `publish_at` (it goes live then) and `unpublish_at` (it
 * goes back to draft then), each an instant in ISO 8601 or '' for none. The product's `status` stays
 * the one truth of what visitors see: a scheduled product is a draft until its time comes, and the
 * change is made by writing the status (the scheduled function, or a save made after the time), so
 * every public read, list, search index and sitemap keeps asking only "is it published?".
 */

type Scheduled = Pick<ProductFields, 'status' | 'publish_at' | 'unpublish_at'>;

/** What the admin list shows: 'scheduled' ('Terjadwal') is a draft waiting for its publish time. */
export const isScheduled = (product: Pick<ProductFields, 'status' | 'publish_at'>) =>
  product.status === 'draft' && product.publish_at !== '';

/**
 * The product as it stands at `now`: a publish or unpublish time that has come is applied (status
 * written, the time cleared), in the order the two times fall; a publish time still ahead keeps the
 * product a draft. Pure, so the save path and the scheduled function agree by construction.
 */
export function applySchedule<T extends Scheduled>(product: T, now: Date): T {
  const time = now.getTime();
  const due = (value: string) => value !== '' && Date.parse(value) <= time;
  const steps: Array<{ at: number; change: Partial<Scheduled> }> = [];
  if (due(product.publish_at))
    steps.push({ at: Date.parse(product.publish_at), change: { status: 'published', publish_at: '' } });
  if (due(product.unpublish_at))
    steps.push({ at: Date.parse(product.unpublish_at), change: { status: 'draft', unpublish_at: '' } });
  let next: T = product;
  for (const step of steps.sort((a, b) => a.at - b.at)) next = { ...next, ...step.change };
  if (next.publish_at !== '' && next.status !== 'draft') next = { ...next, status: 'draft' };
  return next;
}

/** True when `applySchedule` would change the product at `now`. */
export const scheduleIsDue = (product: Scheduled, now: Date) => {
  const applied = applySchedule(product, now);
  return (
    applied.status !== product.status ||
    applied.publish_at !== product.publish_at ||
    applied.unpublish_at !== product.unpublish_at
  );
};

/** The instants a product waits for (for the schedule index). */
export const pendingTimes = (product: Pick<Scheduled, 'publish_at' | 'unpublish_at'>) =>
  [product.publish_at, product.unpublish_at].filter((value) => value !== '');

/** An instant as the form's `datetime-local` input shows it in WIB: `YYYY-MM-DDTHH:mm` ('' for none). */
export function wibInputValue(iso: string): string {
  if (!iso || !Number.isFinite(Date.parse(iso))) return '';
  return new Date(Date.parse(iso) + JAKARTA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a `datetime-local` input typed in WIB means as an instant (`…+07:00`), '' for none. */
export function isoFromWibInput(local: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return '';
  return `${local}:00+07:00`;
}
