import type { Config } from '@netlify/functions';
import { LoginSchema } from '../../src/shared/schemas.ts';
import { requestDeps } from './_lib/deps.ts';
import { clientIp, handler, json, readJsonAs } from './_lib/http.ts';
import { login } from './_lib/services/login.ts';

export default handler({
  POST: async (req, context) => {
    const input = await readJsonAs(req, LoginSchema);
    return json(await login(requestDeps(), input, clientIp(req, context)));
  },
});

export const config: Config = {
  path: '/api/login',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
