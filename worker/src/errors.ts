/**
 * Typed domain errors; app.onError maps each to its HTTP status and `{error, code, details?}` body. Every one
 * carries a code of schema/api/error-codes.ts: the SPA words the message from it (decision 032).
 */
import type { ErrorCode, ErrorDetailsByCode, RateLimitKind } from '../../schema/api/error-codes.ts';

export type { ErrorCode } from '../../schema/api/error-codes.ts';

/** A code's parameters, as its body's `details` carries them. */
type DetailsOf<C extends ErrorCode> = C extends keyof ErrorDetailsByCode ? ErrorDetailsByCode[C] : undefined;

export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  /** The code's parameters, as the error body's `details`. */
  readonly details?: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    readonly code: C,
    details?: DetailsOf<C>,
  ) {
    super(message);
    this.name = new.target.name;
    if (details !== undefined) this.details = details as Readonly<Record<string, unknown>>;
  }
}

export class BadRequestError<C extends ErrorCode = ErrorCode> extends DomainError<C> {
  constructor(message: string, code: C, details?: DetailsOf<C>) {
    super(message, 400, code, details);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string, code: ErrorCode) {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string, code: ErrorCode) {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found', code: ErrorCode = 'NOT_FOUND') {
    super(message, 404, code);
  }
}

export class ConflictError<C extends ErrorCode = ErrorCode> extends DomainError<C> {
  constructor(message: string, code: C, details?: DetailsOf<C>) {
    super(message, 409, code, details);
  }
}

export class TooManyRequestsError extends DomainError<'RATE_LIMITED'> {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    limit: RateLimitKind,
  ) {
    super(message, 429, 'RATE_LIMITED', { limit, retry_after_seconds: retryAfterSeconds });
  }
}

/** The body of an error response: the spec's English sentence, its code, and the code's parameters. */
export function errorBodyOf(err: DomainError): { error: string; code: ErrorCode; details?: Readonly<Record<string, unknown>> } {
  return { error: err.message, code: err.code, ...(err.details ? { details: err.details } : {}) };
}

/** Any failure that is not a refusal (logged, answered 500). */
export const INTERNAL_ERROR_BODY = { error: 'Internal server error', code: 'INTERNAL' } as const;
