import type { z } from 'zod';

/*
 * How a form shows the API's validation errors: the public quote form and the admin's forms read
 * the same `errors` body (`{ 'customer.phone': ['…'] }`, field path → messages, as the server's
 * `fieldErrors` writes it for a 422) the same way, one message per field.
 */

/**
 * The first message of each field of an API's (or a schema's) `errors`, keyed without `prefix`:
 * `{ 'customer.phone': ['…'] }` with prefix `customer.` gives `{ phone: '…' }`.
 */
export function fieldMessages(errors: Record<string, string[]> | undefined, prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(errors ?? {}))
    if (key.startsWith(prefix) && messages[0]) fields[key.slice(prefix.length)] = messages[0];
  return fields;
}

/** Turns a ZodError into the `errors` map of the API's error body: field → messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    // A field checked twice for the same thing (a name's own rule and every text's) says it once.
    const messages = (errors[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return errors;
}
