/** Typed domain errors; app.onError maps each to its HTTP status and `{error, code?}` body. */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    readonly code?: string,
    /** Extra fields of the error body (e.g. the spec's `details` of a refused AI request). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 400, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 401, code);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 403, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code?: string) {
    super(message, 409, code);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429, 'RATE_LIMITED');
  }
}
