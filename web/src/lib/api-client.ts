import type { ErrorCode } from '../../../schema/api/error-codes.ts';

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

/**
 * What an API refusal says (decision 032): its code and the code's parameters, from which the screens word the
 * message in the reader's language; `error` is the server's English, shown only for a code a screen does not know.
 */
export interface ApiProblem {
  status: number;
  code: ErrorCode;
  error: string;
  details: Readonly<Record<string, unknown>>;
}

/**
 * The problem a response body describes (`{error, code, details?}`), or null when it names no code. (A code this
 * build does not know matches no screen's wording, which then shows `error`.)
 */
export function problemOfBody(status: number, body: unknown): ApiProblem | null {
  if (!body || typeof body !== 'object' || !('code' in body) || typeof body.code !== 'string') return null;
  const error = 'error' in body && typeof body.error === 'string' ? body.error : '';
  const details = 'details' in body && body.details && typeof body.details === 'object' ? (body.details as Record<string, unknown>) : {};
  return { status, code: body.code as ErrorCode, error, details };
}

/** The problem of a refused call (an ApiError with a coded body), or null (a network failure, a body without a code). */
export function problemOf(err: unknown): ApiProblem | null {
  return err instanceof ApiError ? problemOfBody(err.status, err.body) : null;
}

/** The `code` of a refused call's body, if it names one. */
export function errorCode(err: unknown): ErrorCode | null {
  return problemOf(err)?.code ?? null;
}
