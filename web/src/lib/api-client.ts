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
