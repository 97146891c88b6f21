import { ACTION_LABELS, ENTITY_LABELS, type ActivityEntity } from '#shared/activity/labels.ts';

/** Times as the admins read them: Jakarta time, Indonesian. */
const dateTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Jakarta',
});

export const formatAt = (at: string) => `${dateTime.format(new Date(at))} WIB`;
export const actionLabel = (action: string) => ACTION_LABELS[action] ?? action;
export const entityLabel = (entity: string) => ENTITY_LABELS[entity as ActivityEntity] ?? entity;
