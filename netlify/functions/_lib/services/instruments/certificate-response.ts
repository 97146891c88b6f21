import { certificateFilename } from '#shared/service/certificate.ts';
import type { CertificateFile } from './certificates.ts';

/*
 * A certificate's PDF as an answer: saved as a file (never shown inline under this site's origin),
 * sandboxed should a browser open it anyway, kept out of caches, search engines and Referer headers.
 */
export function certificateResponse(file: CertificateFile): Response {
  const headers: Record<string, string> = {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${certificateFilename(file.certificate.number)}"`,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    'X-Robots-Tag': 'noindex',
    'Referrer-Policy': 'no-referrer',
  };
  if (file.size !== undefined) headers['Content-Length'] = String(file.size);
  return new Response(file.body, { headers });
}
