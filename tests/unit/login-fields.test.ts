import { describe, expect, it } from 'vitest';
import { LoginSchema } from '#shared/accounts/sign-in.ts';
import { checkLogin, type LoginFields } from '#admin/features/auth/login-fields.ts';

/** The first message zod gives for each field, as the form showed them through its zod resolver. */
function schemaProblems(values: LoginFields) {
  const result = LoginSchema.safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return { ok: false, problems };
}

describe('the login form checks what LoginSchema checks, with its messages', () => {
  it.each<[string, LoginFields]>([
    ['both empty', { email: '', password: '' }],
    ['spaces for an email', { email: '   ', password: 'x' }],
    ['a valid pair', { email: 'admin@rawlab.co.id', password: 'secret' }],
    ['an email with spaces around it', { email: '  admin@rawlab.co.id ', password: 'secret' }],
    ['no at sign', { email: 'admin.rawlab.co.id', password: 'secret' }],
    ['no top-level domain', { email: 'admin@rawlab', password: 'secret' }],
    ['two dots', { email: 'admin..x@rawlab.co.id', password: 'secret' }],
    ['a plus address', { email: 'admin+ops@rawlab.co.id', password: 'secret' }],
    ['a long email', { email: `${'a'.repeat(250)}@x.id`, password: 'secret' }],
    ['a long password', { email: 'admin@rawlab.co.id', password: 'p'.repeat(257) }],
    ['the longest password', { email: 'admin@rawlab.co.id', password: 'p'.repeat(256) }],
    ['no password', { email: 'not-an-email', password: '' }],
  ])('%s', (_, values) => {
    expect(checkLogin(values)).toEqual(schemaProblems(values));
  });
});
