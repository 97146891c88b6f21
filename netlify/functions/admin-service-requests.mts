import type { Config } from '@netlify/functions';
import { AdminServiceQuerySchema, ServiceUpdateSchema } from '#shared/service/admin.ts';
import { ServiceMessageSchema } from '#shared/service/request.ts';
import { calibrationsDueThisMonth } from './_lib/services/reminders/index.ts';
import { requestDeps } from './_lib/deps.ts';
import { HttpError, notFound } from './_lib/errors.ts';
import { handler, json, readJsonAs, validate } from './_lib/http.ts';
import { requireRole } from './_lib/services/accounts/index.ts';
import { drainMailQueue } from './_lib/services/mail/index.ts';
import {
  addTeamMessage,
  listServiceRequests,
  mailTeamMessage,
  servicePhoto,
  serviceRequestDetail,
  serviceSummary,
  trackingPath,
  updateServiceRequest,
} from './_lib/services/service-desk/index.ts';

/*
 * The service desk (Staff and above): the paged list with its filters, the dashboard's counts
 * (`/summary`, with the calibrations due this month), one request and its photos (`/{reference}/photos/{0–2}`), its status change by compare-and-swap, and the team's message to the
 * customer, which the tracking page shows and the customer's email receives.
 */

const notAnAddress = () => notFound('Alamat tidak dikenal');

export default handler({
  GET: async (req, context) => {
    const deps = requestDeps();
    await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (reference !== undefined && context.params?.index !== undefined) {
      // A customer's photo: private to the desk, read as the picture it was checked to be.
      const photo = await servicePhoto(deps, reference, context.params.index);
      return new Response(photo.data, {
        headers: {
          'Content-Type': photo.contentType,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
        },
      });
    }
    if (context.params?.action !== undefined) throw notAnAddress();
    if (reference === 'summary') {
      const [summary, calibrations] = await Promise.all([serviceSummary(deps), calibrationsDueThisMonth(deps)]);
      return json({ ...summary, calibrations_due_this_month: calibrations });
    }
    if (reference !== undefined) return json(await serviceRequestDetail(deps, reference));
    const query = validate(AdminServiceQuerySchema, Object.fromEntries(new URL(req.url).searchParams));
    return json(await listServiceRequests(deps, query));
  },
  PUT: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (context.params?.action !== undefined || reference === undefined || reference === 'summary') {
      throw new HttpError(405, 'Metode tidak diizinkan', { headers: { Allow: 'GET, HEAD' } });
    }
    const input = await readJsonAs(req, ServiceUpdateSchema);
    return json(await updateServiceRequest(deps, reference, input, user.name));
  },
  POST: async (req, context) => {
    const deps = requestDeps();
    const user = await requireRole(req, deps, 'Staff');
    const reference = context.params?.reference;
    if (context.params?.action !== 'messages' || reference === undefined) throw notAnAddress();
    const { message } = await readJsonAs(req, ServiceMessageSchema);
    const { record, request } = await addTeamMessage(deps, reference, message, user.name);
    const url = `${new URL(req.url).origin}${trackingPath(record.token)}`;
    // Queued, then sent after the answer: a mail server never delays or fails the admin's message.
    const mailed = await mailTeamMessage(deps, record, message, url).catch((error: unknown) => {
      console.error(`Service message on ${reference} stored; its mail was not queued:`, error);
      return false;
    });
    if (mailed) {
      context.waitUntil(
        drainMailQueue(deps).catch((error: unknown) =>
          console.error('Mail drain after a service message failed:', error),
        ),
      );
    }
    return json({ message: mailed ? 'Pesan terkirim ke pelanggan' : 'Pesan disimpan', mailed, data: request }, 201);
  },
});

export const config: Config = {
  path: [
    '/api/admin/service-requests',
    '/api/admin/service-requests/:reference',
    '/api/admin/service-requests/:reference/:action',
    '/api/admin/service-requests/:reference/photos/:index',
  ],
};
