import type { ApiErrorBody } from '#shared/common/api-error.ts';
import { takeEarlyResponse } from '../early-requests.ts';
import { clearSession, getToken } from './session.ts';

/**
 * The admin's one door to the API: attaches the bearer token, turns every non-2xx answer into an
 * `ApiError` carrying the server's `{ message, errors }`, and on any 401 signs the user out and
 * hands control to the handler the app registered (which goes to /admin/login?next=…).
 */

export const NETWORK_ERROR_MESSAGE = 'Tidak dapat menghubungi server';
export const MISSING_TOKEN_MESSAGE = 'Token tidak ditemukan, silakan login';
export const UNAUTHORIZED_MESSAGE = 'Token invalid / tidak diotorisasi';
export const SESSION_EXPIRED_MESSAGE = 'Sesi Anda telah berakhir atau tidak valid. Silakan masuk kembali.';

export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The request never got an answer (offline, DNS, server down). */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  /** Every validation message, in field order, for toasts that list them. */
  get fieldMessages(): string[] {
    return Object.values(this.errors ?? {}).flat();
  }
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

type EnrolmentHandler = () => void;
let enrolmentHandler: EnrolmentHandler | null = null;

/** Called when the server refuses a session for want of a second factor (2FA required for every admin). */
export function setEnrolmentHandler(handler: EnrolmentHandler | null): void {
  enrolmentHandler = handler;
}

function unauthorized(error: ApiError): never {
  clearSession('expired');
  unauthorizedHandler?.(error);
  throw error;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  form?: FormData;
  /** false for the calls that need no token (login, visitor counts). */
  auth?: boolean;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, form, auth = true, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  let early: Promise<Response> | undefined;
  if (auth) {
    const token = getToken();
    if (!token) unauthorized(new ApiError(401, MISSING_TOKEN_MESSAGE));
    headers.set('Authorization', `Bearer ${token}`);
    // The admin page may have sent this very request already (early-requests.ts); its answer,
    // whatever it is, is read below as this call's own.
    if (method === 'GET' && !signal) early = takeEarlyResponse(path, token);
  }
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) {
    body = form; // the browser sets the multipart boundary
  }

  let response: Response;
  try {
    response = await (early ?? fetch(path, { method, headers, body, signal, cache: 'no-store' }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }

  const payload = await readBody(response);
  if (response.ok) return payload as T;

  const errorBody = (payload && typeof payload === 'object' ? payload : {}) as Partial<ApiErrorBody>;
  const error = new ApiError(
    response.status,
    typeof errorBody.message === 'string' && errorBody.message ? errorBody.message : fallbackMessage(response.status),
    errorBody.errors,
  );
  if (response.status === 401 && auth) unauthorized(error);
  if (response.status === 403 && error.errors?.two_factor) enrolmentHandler?.();
  throw error;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function fallbackMessage(status: number): string {
  if (status === 401) return UNAUTHORIZED_MESSAGE;
  if (status === 403) return 'Anda tidak memiliki akses untuk tindakan ini';
  if (status === 404) return 'Data tidak ditemukan';
  if (status === 413) return 'Data yang dikirim terlalu besar';
  if (status >= 500) return 'Terjadi kesalahan pada server. Coba lagi.';
  return 'Terjadi kesalahan';
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'json' | 'form'>) => apiRequest<T>(path, options),
  post: <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'method' | 'json'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', json }),
  put: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PUT', json }),
  patch: <T>(path: string, json: unknown) => apiRequest<T>(path, { method: 'PATCH', json }),
  delete: <T>(path: string, json?: unknown) => apiRequest<T>(path, { method: 'DELETE', json }),
  postForm: <T>(path: string, form: FormData) => apiRequest<T>(path, { method: 'POST', form }),
};

/** The message a failed call shows: the server's own, or `fallback` when it gave none we can use. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}
