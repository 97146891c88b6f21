import type { Config } from '@netlify/functions';
import { requestDeps } from './_lib/deps.ts';
import {
  deviceCookie,
  knownDevice,
  loginChallenge,
  LoginRequestSchema,
  signIn,
} from './_lib/services/accounts/index.ts';
import { clientIp, handler, json, readJsonAs } from './_lib/http.ts';

export default handler({
  POST: async (req, context) => {
    const deps = requestDeps();
    const input = await readJsonAs(req, LoginRequestSchema);
    const device = await knownDevice(req, input.email, deps.now());
    const { answer, deviceToken } = await signIn(deps, input, clientIp(req, context), device);
    return json(answer, 200, { 'Set-Cookie': deviceCookie(deviceToken, req) });
  },
  /**
   * The ALTCHA challenge a throttled account asks for (decision 008); ALTCHA even when the contact form
   * uses Turnstile. With `?email=` it is bound to that account at the cost its failures have raised it to.
   */
  GET: async (req) => {
    const email = new URL(req.url).searchParams.get('email')?.trim().slice(0, 254) || null;
    return json(await loginChallenge(requestDeps(), email));
  },
});

export const config: Config = {
  path: '/api/login',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
