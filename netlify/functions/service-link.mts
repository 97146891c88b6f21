import type { Config, Context } from '@netlify/functions';
import { ServiceMessageSchema } from '#shared/service/request.ts';
import { requestDeps } from './_lib/deps.ts';
import { notFound } from './_lib/errors.ts';
import { handler, json, readJsonAs } from './_lib/http.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import {
  addCustomerMessage,
  notifyCustomerMessage,
  openServiceRequest,
  privately,
  trackedView,
} from './_lib/services/service-desk/index.ts';

/*
 * The private tracking link as JSON: the request as the customer sees it, and a message from the
 * customer (`POST /api/s/{token}/messages` `{ message }`). The page at /s/{token} does the same
 * without JavaScript.
 */

const routes = handler({
  GET: async (req, context) => {
    if (context.params?.action !== undefined) throw notFound('Tidak ditemukan');
    const deps = requestDeps();
    return json(await trackedView(deps, await openServiceRequest(req, context, deps)));
  },
  POST: async (req, context) => {
    if (context.params?.action !== 'messages') throw notFound('Tidak ditemukan');
    const deps = requestDeps();
    const opened = await openServiceRequest(req, context, deps);
    const { message } = await readJsonAs(req, ServiceMessageSchema);
    const record = await addCustomerMessage(deps, opened, message);
    context.waitUntil(
      notifyCustomerMessage(deps, record, message)
        .then((count) => (count > 0 ? drainMailQueue(deps) : undefined))
        .catch((error: unknown) => console.error('Service message notification failed:', error)),
    );
    return json(await trackedView(deps, { ...opened, record }), 201);
  },
});

export default async (req: Request, context: Context) => privately(await routes(req, context));

export const config: Config = { path: ['/api/s/:token', '/api/s/:token/:action'] };
