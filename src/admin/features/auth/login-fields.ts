/*
 * The sign-in form's checks in the browser, without zod: the login screen is the first thing a
 * signed-out visit loads, and the shared schemas with the form kit would be 42 KB gzip of it for two
 * fields. The messages and rules are LoginSchema's (src/shared/accounts/sign-in.ts), which the server applies
 * to the same request; tests/unit/login-fields.test.ts holds the two together.
 */

export interface LoginFields {
  email: string;
  password: string;
}

export type LoginProblems = Partial<Record<keyof LoginFields, string>>;

// zod's own email pattern (`z.regexes.email`), which LoginSchema's `z.email()` applies.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

function emailProblem(email: string): string | undefined {
  if (!email) return 'Email wajib diisi';
  if (email.length > 254) return 'Email terlalu panjang';
  if (!EMAIL_PATTERN.test(email)) return 'Format email tidak valid';
  return undefined;
}

function passwordProblem(password: string): string | undefined {
  if (!password) return 'Password wajib diisi';
  if (password.length > 256) return 'Password terlalu panjang';
  return undefined;
}

/** The values as the server will read them (the email trimmed), or what is wrong with each field. */
export function checkLogin(
  values: LoginFields,
): { ok: true; values: LoginFields } | { ok: false; problems: LoginProblems } {
  const email = values.email.trim();
  const problems: LoginProblems = {};
  const emailIssue = emailProblem(email);
  const passwordIssue = passwordProblem(values.password);
  if (emailIssue) problems.email = emailIssue;
  if (passwordIssue) problems.password = passwordIssue;
  if (emailIssue || passwordIssue) return { ok: false, problems };
  return { ok: true, values: { email, password: values.password } };
}
