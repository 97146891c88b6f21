/** An error the API reports to its caller: a status and a JSON `{ message, errors? }` body. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    message: string,
    options: { errors?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.errors = options.errors;
    this.headers = options.headers;
  }
}

export const STORE_UNAVAILABLE_MESSAGE =
  'Penyimpanan data sedang tidak dapat diakses. Perubahan tidak disimpan, coba lagi sebentar lagi.';

/** The blob store failed (unreachable, 5xx, or a write it could not confirm). Always a 503. */
export class StoreUnavailableError extends HttpError {
  constructor(cause?: unknown) {
    super(503, STORE_UNAVAILABLE_MESSAGE, { headers: { 'Retry-After': '5' } });
    this.cause = cause;
  }
}

export const unauthorized = (message = 'Token invalid / tidak diotorisasi') => new HttpError(401, message);
export const forbidden = (
  message = 'Anda tidak memiliki akses untuk tindakan ini',
  errors?: Record<string, string[]>,
) => new HttpError(403, message, { errors });
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string[]>) => new HttpError(409, message, { errors });
export const invalid = (message: string, errors?: Record<string, string[]>) => new HttpError(422, message, { errors });
