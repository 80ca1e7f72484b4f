/**
 * The one answer to a failure and the one way it is logged (docs/decisions/033). `errorBody` decides what a
 * failed request answers, whether through app.onError or the error event of an answer stream; `reportError` writes
 * the error_log row (and the console line) for everything that is our fault: a request's 500, a failure inside a
 * streamed answer, background work after a response, an analyst that failed. Callers pass plain values (the
 * request's method, address, client, user): this layer never sees the Hono context.
 */
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../../db/client.ts';
import { recordError } from '../../db/repositories/error-log-repository.ts';
import { ConfigError } from '../../env.ts';
import { DomainError, errorBodyOf, INTERNAL_ERROR_BODY, TooManyRequestsError, type ErrorCode } from '../../errors.ts';
import { endedSessionErrorOf, type RequestSession } from '../auth/session-store.ts';

/** What an error response carries: `{error, code, details?}` (decision 032). */
export interface ErrorBody {
  error: string;
  code: ErrorCode;
  details?: Readonly<Record<string, unknown>>;
}

export type ErrorStatus = DomainError['status'] | HTTPException['status'] | 500;

export interface ErrorAnswer {
  status: ErrorStatus;
  body: ErrorBody;
  /** With a 429: the Retry-After header's seconds. */
  retryAfterSeconds?: number;
  /** A fault of ours (500), not a refusal: it goes to the error log. */
  unexpected: boolean;
}

/**
 * What a failure answers. A typed domain error answers its status and code; a write refused because the user was
 * deleted or the session ended while the request ran answers that 401 (issue 26); a refusal of the framework (a body
 * too large) its status; anything else is a 500 to be logged.
 */
export async function errorBody(db: Db, session: RequestSession | null, err: unknown): Promise<ErrorAnswer> {
  const known = err instanceof DomainError ? err : await endedSessionErrorOf(db, session, err);
  if (known) {
    return {
      status: known.status,
      body: errorBodyOf(known),
      ...(known instanceof TooManyRequestsError ? { retryAfterSeconds: known.retryAfterSeconds } : {}),
      unexpected: false,
    };
  }
  if (err instanceof HTTPException) {
    return {
      status: err.status,
      body: { error: err.message || 'Request refused', code: err.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'REQUEST_REFUSED' },
      unexpected: false,
    };
  }
  const body: ErrorBody = err instanceof ConfigError ? { error: 'Server configuration error', code: 'SERVER_CONFIGURATION' } : { ...INTERNAL_ERROR_BODY };
  return { status: 500, body, unexpected: true };
}

/** The request a failure happened in, as the error log records it. */
export interface FailedRequest {
  method: string;
  url: string;
  ip: string | null;
  userId: number | null;
}

export interface ReportOptions {
  /** What was being done, when it is not the request itself ('invoicing after an answer', 'analyst'): leads the message. */
  label?: string;
  /** The status the failure was answered with (500 unless a refusal stands for it, e.g. 502 for a failed analyst). */
  status?: number;
}

/**
 * Logs a failure: one console line and one error_log row of the same shape wherever it happened. Never throws: a
 * failure to log is itself only printed (the response it belongs to is already decided).
 */
export async function reportError(db: Db, request: FailedRequest, err: unknown, options: ReportOptions = {}): Promise<void> {
  const error = err instanceof Error ? err : new Error(String(err));
  // The request's own failure is printed as the request; other work by what it was ('invoicing after an answer failed').
  if (options.label) console.error(`${options.label} failed`, err);
  else console.error(`${request.method} ${pathOf(request.url)}:`, err);
  const message = error.message || String(err);
  try {
    await recordError(db, {
      method: request.method,
      url: request.url,
      statusCode: options.status ?? 500,
      errorName: error.name || 'Error',
      message: options.label ? `${options.label}: ${message}` : message,
      ip: request.ip,
      userId: request.userId,
    });
  } catch (e) {
    console.error('error log write failed', e);
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
