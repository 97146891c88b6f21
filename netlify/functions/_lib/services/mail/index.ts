export { notifyNewContact, notifyNewLead, notifyNewQuote } from './notifications.ts';
export { drainMailQueue, mailStatus, queueMail, queueMailOnce } from './queue.ts';
export { mailConfigured } from './transport.ts';
