export { notifyNewLead } from './notifications.ts';
export { drainMailQueue, mailStatus, queueMail, queueMailOnce } from './queue.ts';
export { mailConfigured } from './transport.ts';
