import { solveCaptchaForTests } from '#server/captcha.ts';

interface Answer {
  status: number;
  body: any;
}

/**
 * Signs in the way the owner does while an account is throttled (decision 008): when the server
 * answers 429 asking for a proof of work, fetch a challenge, solve it and try once more with it.
 * Test files run in parallel and all sign in as the same administrator, so more than five sign-ins
 * of one account can meet at once.
 */
export async function signInSolvingChallenge(
  attempt: (captcha?: string) => Promise<Answer>,
  challenge: () => Promise<unknown>,
): Promise<Answer> {
  const first = await attempt();
  if (first.status !== 429 || !first.body?.errors?.captcha) return first;
  return attempt(await solveCaptchaForTests(await challenge()));
}
