import type { ApiErrorBody } from '../schemas/api-error';

/** The statuses on which a GET is retried once, as the spec lists them. */
export const GET_RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * An error answer of the booking API (or a failure to reach it, `statusCode` 0, code `NETWORK`).
 * `code` is stable; show `code`'s message key, never `message`, to a visitor.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly statusMessage: string;
  readonly code: ApiErrorBody['code'] | 'NETWORK';
  readonly fields: Record<string, string> | undefined;
  /** Values for the code's message (`n`, `count`), to interpolate into its translation. */
  readonly params: Record<string, string | number>;
  /** The whole error body, including any extra details (`n`, `count`). */
  readonly body: Record<string, unknown>;

  constructor(
    body: ApiErrorBody | { statusCode: 0; statusMessage: string; code: 'NETWORK'; message: string },
    extra: Record<string, unknown> = {},
  ) {
    super(body.message);
    this.name = 'ApiError';
    this.statusCode = body.statusCode;
    this.statusMessage = body.statusMessage;
    this.code = body.code;
    this.fields = 'fields' in body ? body.fields : undefined;
    this.params = ('params' in body ? body.params : undefined) ?? {};
    this.body = { ...extra, ...body };
  }
}

/** A `fetch`-compatible function: the platform's, or an in-process handler on the server. */
export type FetchLike = (request: Request) => Promise<Response>;

/** Options of `createHttpClient`. */
export interface HttpClientOptions {
  /** The app's base URL; request paths are resolved against it. */
  baseUrl: string;
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** Headers sent with every request (e.g. `Accept-Language`). */
  headers?: Record<string, string>;
}

/** Per-request options. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A small JSON-over-HTTP client: JSON bodies, one retry for idempotent GETs, typed errors. */
export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
}

/**
 * The API's error answer as an `ApiError`: its body when it has the API's error shape
 * (`isApiErrorBody`, the same as `apiErrorBodySchema`), or, when it is not one, the HTTP status.
 * The check (with the list of codes) is fetched with `import()` on the first error answer: a page
 * that gets none never loads it.
 */
async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const { isApiErrorBody } = await import('./api-error-body');
  if (isApiErrorBody(json)) return new ApiError(json);
  return new ApiError({
    statusCode: response.status,
    statusMessage: response.statusText || 'Error',
    code: response.status === 404 ? 'NOT_FOUND' : 'INTERNAL',
    message: text.slice(0, 200) || response.statusText,
  });
}

/**
 * Creates the HTTP helper the API client and the app share.
 * @example const http = createHttpClient({ baseUrl: 'http://localhost:3000' })
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch: FetchLike = options.fetch ?? ((request) => globalThis.fetch(request));
  return {
    async request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
      const method = requestOptions.method ?? 'GET';
      const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...requestOptions.headers };
      const hasBody = requestOptions.body !== undefined;
      if (hasBody) headers['content-type'] = 'application/json';
      const url = new URL(path, options.baseUrl);
      const attempts = method === 'GET' ? 2 : 1;
      for (let attempt = 1; ; attempt++) {
        let response: Response;
        try {
          response = await doFetch(
            new Request(url, {
              method,
              headers,
              body: hasBody ? JSON.stringify(requestOptions.body) : undefined,
              signal: requestOptions.signal,
            }),
          );
        } catch (error) {
          if ((error as Error)?.name === 'AbortError') throw error;
          if (attempt < attempts) continue;
          throw new ApiError({ statusCode: 0, statusMessage: 'Network Error', code: 'NETWORK', message: String(error) });
        }
        // 204 No Content (a released hold) has no body to parse.
        if (response.ok) return (response.status === 204 ? undefined : await response.json()) as T;
        if (attempt < attempts && GET_RETRY_STATUSES.has(response.status)) {
          await response.body?.cancel();
          continue;
        }
        throw await toApiError(response);
      }
    },
  };
}
