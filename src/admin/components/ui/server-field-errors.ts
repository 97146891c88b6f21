/*
 * The reader of a refused save's per-field messages, imported by the forms when a save is refused (they
 * show without it). A module of the panel's own: importing the shared module itself that way would
 * change the chunk the public quote page loads it from.
 */
export { fieldMessages } from '#shared/common/field-messages.ts';
