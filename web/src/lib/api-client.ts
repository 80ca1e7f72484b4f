/**
 * The one fetch client of the SPA: cookie credentials on every call, and errors turned
 * into the messages of spec §8 ("Default read": status and status text from 500 up,
 * otherwise status and body text; the API's `{error}` when it gives one).
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

async function toError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  const serverMessage = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : null;
  const message = res.status >= 500 ? `${res.status} ${res.statusText}`.trim() : `${res.status} ${serverMessage ?? text}`.trim();
  return new ApiError(message, res.status, body);
}

export async function apiGet<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, { credentials: 'include', ...init });
  if (!res.ok) throw await toError(res);
  return (await res.json()) as T;
}

/** SWR's default fetcher: the cache key is the address (spec §7 "Default read"). */
export const defaultFetcher = (url: string) => apiGet<unknown>(url);

/** A JSON write (POST, PUT, PATCH, DELETE) with cookie credentials; `{error}` bodies become ApiError. */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await toError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** The server's own `{error}` text when it gave one, else `fallback` (spec §8: "server message, else …"). */
export function serverMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body && typeof err.body === 'object' && 'error' in err.body && typeof err.body.error === 'string' && err.status < 500) {
    return err.body.error;
  }
  return fallback;
}

/** The `code` field of an `{error, code}` body, if any. */
export function errorCode(err: unknown): string | null {
  return err instanceof ApiError && err.body && typeof err.body === 'object' && 'code' in err.body && typeof err.body.code === 'string' ? err.body.code : null;
}
