/*
 * The contact request ("lead") as both the landing page's form and the admin speak of it. No zod here:
 * the landing page imports these limits and labels without the schema library (contact-form.ts).
 */

export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_PHONE_MAX = 30;

/** Messages per page of the admin inbox. */
export const ADMIN_CONTACTS_PAGE_SIZE = 10;

/**
 * A message's follow-up state. `new` is the unread state: the navigation and the dashboard count
 * messages nobody has taken up yet. A record stored before statuses existed counts as `new`.
 */
export const CONTACT_STATUSES = ['new', 'in_progress', 'done'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Baru',
  in_progress: 'Ditindaklanjuti',
  done: 'Selesai',
};
