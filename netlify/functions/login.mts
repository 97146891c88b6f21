import type { Config } from '@netlify/functions';
import { createCaptchaChallenge } from './_lib/captcha.ts';
import { requestDeps } from './_lib/deps.ts';
import { clientIp, handler, json, readJsonAs } from './_lib/http.ts';
import { login, LoginRequestSchema } from './_lib/services/login.ts';

export default handler({
  POST: async (req, context) => {
    const input = await readJsonAs(req, LoginRequestSchema);
    return json(await login(requestDeps(), input, clientIp(req, context)));
  },
  /** The ALTCHA challenge a throttled account asks for (decision 008); ALTCHA even when the contact form uses Turnstile. */
  GET: async () => json(await createCaptchaChallenge()),
});

export const config: Config = {
  path: '/api/login',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
