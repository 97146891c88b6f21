import type { ActivityChange, ChangeValue } from '#shared/activity/entry.ts';

/*
 * An update's changed fields, from → to, as the log keeps them: texts longer than a line are
 * shortened, lists and objects become short JSON, and a field whose name says it is a password, a
 * hash, a secret, a token or a one-time code is recorded as changed without either value.
 */

export const MAX_VALUE_CHARS = 120;
export const HIDDEN_VALUE = '(disembunyikan)';
const SECRET_FIELD = /password|hash|secret|token|otp|recovery|captcha/i;

export function shorten(text: string, max = MAX_VALUE_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export function recordedValue(value: unknown): ChangeValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return shorten(value);
  return shorten(JSON.stringify(value));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` (and `before`) that differ, except `ignore`; secret fields without values. */
export function diffChanges(
  before: object | null | undefined,
  after: object | null | undefined,
  ignore: readonly string[] = [],
): ActivityChange[] {
  const from = (before ?? {}) as Record<string, unknown>;
  const to = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].filter(
    (field) => !ignore.includes(field) && !field.startsWith('_'),
  );
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    if (same(from[field], to[field])) continue;
    if (SECRET_FIELD.test(field)) changes.push({ field, from: HIDDEN_VALUE, to: HIDDEN_VALUE });
    else changes.push({ field, from: recordedValue(from[field]), to: recordedValue(to[field]) });
  }
  return changes;
}
