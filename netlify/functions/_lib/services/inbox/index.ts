export { markForInbox } from './inbox-fold.ts';
export {
  allContacts,
  archiveContact,
  contactsPage,
  contactSummary,
  getContact,
  listContacts,
  purgeContact,
  restoreContact,
  setContactStatus,
  storeContact,
} from './contacts.ts';
export { addNote, readNotes } from './internal-notes.ts';
export { notifyNewContact } from './contact-mail.ts';
