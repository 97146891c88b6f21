/*
 * The public pages' one door to the server: every fetch they make (the API, and the JSON files the
 * build writes beside the pages) goes through `apiRequest`, and every failure becomes one `ApiError`
 * with the shape of the API's error body plus the status. No imports: the listing pages load it
 * before any interaction, where every byte counts.
 */

/** A failed call: the HTTP status (0 when no answer came) and the server's `{ message, errors? }`. */
export interface ApiProblem {
  status: number;
  /** The server's message, '' when it gave none (each page words its own fallback). */
  message: string;
  /** Per field (`customer.phone`), the validation messages of a 422. */
  errors?: Record<string, string[]>;
}

export class ApiError extends Error implements ApiProblem {
  readonly status: number;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export interface RequestOptions {
  /** A JSON body: the request becomes a POST. */
  json?: unknown;
  /** Lets the request outlive the page (a count sent as the visitor leaves). */
  keepalive?: boolean;
  /** Sent besides Accept (the preview page's admin token). */
  headers?: Record<string, string>;
}

/** Fetches `path` and answers its JSON; throws an `ApiError` for no answer, an error status or a body that is not JSON. */
export async function apiRequest<T>(
  path: string,
  { json, keepalive, headers: extra }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { ...extra, Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(path, {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      keepalive,
    });
  } catch {
    throw new ApiError(0, '');
  }
  try {
    body = JSON.parse(await response.text());
  } catch {
    // An answer that is not the API's JSON (a proxy's error page): only its status says anything.
  }
  if (response.ok && body !== undefined) return body as T;
  const { message, errors } = (body ?? {}) as Partial<ApiProblem>;
  throw new ApiError(response.status, typeof message === 'string' ? message : '', errors);
}
