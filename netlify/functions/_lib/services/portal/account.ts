import type { PortalAccount } from '#shared/portal/account.ts';
import type { Deps } from '../../deps.ts';
import { instrumentsByEmail } from '../instruments/index.ts';
import { quotesByEmail } from '../quotes/index.ts';
import { serviceRequestsByEmail } from '../service-desk/index.ts';

/** GET /api/portal/me: what the signed-in customer's account shows, only that email's records. */
export async function portalAccount(deps: Deps, email: string, origin: string): Promise<PortalAccount> {
  const [{ quotes, quotations }, instruments, serviceRequests] = await Promise.all([
    quotesByEmail(deps, email, origin),
    instrumentsByEmail(deps, email),
    serviceRequestsByEmail(deps, email, origin),
  ]);
  return { email, quotes, quotations, instruments, service_requests: serviceRequests };
}
